# Los problemas que `arbitro quiz lint` encuentra en un banco de preguntas, sus modelos de
# examen y su glosario, y las líneas de su informe. Las rutas, los identificadores de las
# preguntas, las claves YAML y los valores citados del archivo quedan como están.

## El informe
lint-summary = { $bank }: { $questions ->
    [one] una pregunta
   *[other] { $questions } preguntas
} en { $files ->
    [one] un archivo
   *[other] { $files } archivos
} ({ $topics }); { $blueprints ->
    [one] un modelo de examen
   *[other] { $blueprints } modelos de examen
}; { $verdict }
lint-no-problems = ningún problema
lint-problems = { $count ->
    [one] un problema
   *[other] { $count } problemas
}
lint-warning-problems = aviso: { $count ->
    [one] el banco tiene un problema
   *[other] el banco tiene { $count } problemas
}; ejecute «arbitro quiz lint»
lint-coverage-total = el banco tiene { $count } preguntas, menos de { $min }
lint-coverage-topic = el tema { $topic } tiene { $count } preguntas, menos de { $min }

## Pistas de forma
lint-cues-heading = pistas de forma, { $thresholds }
lint-cues-thresholds = umbrales: clave explicada tras dos puntos { $colon }; clave estrictamente más larga ≤ { $longest } %; clave ≥ { $ratio } veces la siguiente ≤ { $dominant } %; todas correctas menos una ≤ { $all-but-one } % de las de opción múltiple; «dos puntos, si no la más larga» ≤ azar + { $over } puntos en cada examen
lint-cues-figures = { $lang }: { $singles } de opción única (la clave es la única explicada tras dos puntos { $colon }, estrictamente más larga { $longest }, ≥ { $ratio } veces la siguiente { $dominant }); { $multiples } de opción múltiple (todas correctas menos una { $all-but-one }); «dos puntos, si no la más larga» obtiene el { $guess } % frente al { $chance } % del azar
lint-cues-bank = banco { $figures }
lint-cues-paper-figures = { $blueprint } semilla { $seed } { $figures }
lint-cues-worst-paper = { $blueprint }, peor examen (semilla { $seed }) { $figures }
lint-cue-colon = solo la clave se explica tras dos puntos
lint-cue-longest = clave estrictamente más larga
lint-cue-dominant = clave ≥ 1,5 veces la siguiente
lint-cue-all-but-one = todas correctas menos una
lint-cues-colon = { $lang }: en { $count } preguntas de opción única la clave es la única opción que se explica tras dos puntos (más de { $max }): dé a todas las opciones la misma forma: { $ids }
lint-cues-dominant = { $lang }: la clave mide al menos { $ratio } veces la siguiente opción más larga en { $count } de { $singles } preguntas de opción única ({ $share } %, más del { $max } %): haga las opciones paralelas en su forma: { $ids }
lint-cues-all-but-one = { $lang }: { $count } de { $multiples } preguntas de opción múltiple ({ $share } %, más del { $max } %) tienen todas las opciones correctas menos una: añada una opción falsa o haga falsa una verdadera: { $ids }
lint-cues-paper = el examen de semilla { $seed } ({ $lang }): «dos puntos, si no la más larga» obtiene el { $guess } % de los puntos de opción única, más que el azar ({ $chance } %) + { $over } puntos: haga las opciones paralelas en su forma
lint-bank-longest-keys = { $lang }: la clave es la opción estrictamente más larga en { $longest } de { $singles } preguntas de opción única ({ $share } %), más del { $max } %: quien elige siempre la opción más larga suma puntos sin saber nada; alargue los distractores o acorte las claves de: { $ids }
lint-paper-longest-keys = el examen de semilla { $seed } ({ $lang }) tiene como clave la opción estrictamente más larga en { $longest } de sus { $singles } preguntas de opción única, más del { $max } %: alargue distractores o acorte claves

## Archivos
lint-not-utf8 = el archivo no está en UTF-8
lint-blueprint-not-utf8 = se esperaba texto UTF-8: el archivo no está en UTF-8
lint-cannot-read = no se puede leer: { $error }
lint-bank-not-a-list = { $problem }: un archivo del banco debe ser una lista YAML de preguntas

## Los mensajes del analizador YAML
lint-yaml-at = { $path }: { $problem }
lint-yaml-other = el analizador YAML no acepta este texto: «{ $message }»
lint-yaml-unknown-field = campo desconocido «{ $name }»; se esperaba uno de estos: { $expected }
lint-yaml-unknown-variant = valor desconocido «{ $name }»; se esperaba uno de estos: { $expected }
lint-yaml-missing-field = falta el campo «{ $name }»
lint-yaml-duplicate-key = la clave «{ $key }» aparece dos veces
lint-yaml-duplicate-entry = una clave aparece dos veces en el mapa: «{ $message }»
lint-yaml-invalid-type = tipo no válido: se encontró { $found } y se esperaba { $expected }
lint-yaml-invalid-value = valor no válido: se encontró { $found } y se esperaba { $expected }
lint-yaml-a-list = una lista
lint-yaml-a-map = un mapa de claves
lint-yaml-a-text = un texto
lint-yaml-a-number = un número
lint-yaml-a-whole-number = un número entero
lint-yaml-a-boolean = un valor lógico (true o false)
lint-yaml-nothing = un valor vacío
lint-yaml-the-text = el texto «{ $value }»
lint-yaml-the-number = el número { $value }
lint-yaml-the-boolean = el valor lógico { $value }
lint-yaml-described = «{ $shown }»

## Una pregunta
lint-kind-single = una pregunta de opción única
lint-kind-multiple = una pregunta de opción múltiple
lint-kind-numeric = una pregunta numérica
lint-kind-pairing = una pregunta de emparejamiento
lint-kind-open = una pregunta abierta
lint-duplicate-id = identificador repetido: ya se usa en { $file }:{ $line }
lint-id-shape = el identificador «{ $id }» debe ir en minúsculas separadas por guiones: letras a-z, cifras y un solo «-»
lint-points = los puntos deben ser un múltiplo positivo de 0,5; se encontró { $found }
lint-source-empty = source está vacío: indique la semilla y la línea, o que es original y en qué se basa
lint-refs-empty = refs está vacío: cite al menos un artículo, p. ej. «Laws 6.9»
lint-edition-twice = la edición «{ $edition }» figura dos veces
lint-edition-unknown = edición desconocida «{ $edition }»: se esperaba una de estas: { $known }
lint-editions-missing = falta editions: indique la edición con la que la clave es correcta (p. ej. «Laws 2023», «Manual 2023»), para que la pregunta nunca se ponga en una fecha anterior a su norma
lint-cluster-shape = el grupo «{ $cluster }» debe ir en minúsculas separadas por guiones, como un identificador
lint-edition-of-ref = refs cita { $doc }, pero editions no nombra ninguna edición suya: indique con cuál es correcta la clave, p. ej. «{ $example }»
lint-tolerance = la tolerancia debe ser un número no negativo
lint-choices-missing = { $kind } necesita answer.choices (índices de las opciones desde 0)
lint-single-one-choice = una pregunta de opción única necesita exactamente una respuesta; se encontraron { $found }
lint-multiple-no-choice = una pregunta de opción múltiple necesita al menos una respuesta
lint-choices-repeat = answer.choices repite un índice
lint-choice-range = la respuesta { $choice } está fuera de rango: hay { $options } opciones (desde 0)
lint-choices-only = la respuesta de { $kind } solo admite «choices»
lint-value-missing = una pregunta numérica necesita answer.value (un número)
lint-decimals-missing = una pregunta numérica necesita answer.decimals, su regla de redondeo: los decimales con que se da la respuesta
lint-decimals-range = decimales { $decimals }: se esperaba de 0 a 4
lint-decimals-more = { $value } tiene más de los { $decimals } decimales que fija la regla de redondeo
lint-accept-numbers = answer.accept admite números
lint-step-marks = puntos parciales { $marks }: se esperaba un múltiplo de 0,5 mayor que 0 y menor que los { $points } puntos de la pregunta
lint-step-value = valor parcial { $value }: se esperaba un número distinto de la clave
lint-step-slip = un punto parcial necesita su error descrito en es y en
lint-numeric-only = la respuesta de una pregunta numérica solo admite «value», «tolerance», «accept», «decimals» y «partial»
lint-pair-same-player = un emparejamiento nombra dos veces al mismo jugador
lint-scheme-sum = los tableros { $boards } + la exención { $bye } + los motivos { $reasons } del esquema deben sumar los { $points } puntos
lint-scheme-bye = scheme.bye da puntos por una exención asignada por el emparejamiento, pero pairs no tiene ninguna (como [n, 0])
lint-scheme-boards = scheme.boards da puntos, pero pairs no tiene ningún tablero
lint-scheme-marks = los puntos del esquema deben ser múltiplos de 0,5
lint-pairing-only = la respuesta de una pregunta de emparejamiento solo admite «pairs» y «scheme»
lint-open-no-key = una pregunta abierta no tiene clave: ponga la respuesta modelo en es/en.answer
lint-text-missing = falta el texto { $lang }: cada pregunta necesita es y en
lint-field-empty = { $field } está vacío
lint-options-missing = falta { $lang }.options: { $kind } necesita opciones
lint-options-two = { $lang }.options necesita al menos dos opciones
lint-options-count = { $lang }.options tiene { $count } opciones, pero el otro idioma tiene { $other }
lint-option-empty = { $lang }.options tiene una opción vacía
lint-options-not-here = { $lang }.options es solo para preguntas de opción única y múltiple
lint-marking-missing = falta { $lang }.marking: { $kind } necesita un esquema de corrección
lint-in-field = { $field }: { $problem }
lint-diagram-without-fen = { $lang }.prompt se refiere a un diagrama, pero la pregunta no tiene fen: dé la posición o descríbala
lint-answer-names-key = { $lang }.answer no nombra la opción clave { $letter }) «{ $option }»: la respuesta modelo debe repetir la clave (¿es errónea la clave?)
lint-punctuation-giveaway = { $lang }.options: la clave es la única opción cuyo final (con punto o sin él) difiere de las demás
lint-option-lengths = la opción { $letter }) dice más en un idioma que en el otro ({ $es } caracteres en es, { $en } en en): las opciones en es y en deben decir lo mismo
lint-near-duplicate = se parece a { $other } (similitud { $similarity }): si una responde a la otra, declare ambas en un mismo grupo (cluster: NOMBRE) para que ningún examen tenga las dos; si no, reformule una
lint-cluster-alone = el grupo «{ $cluster }» no tiene otra pregunta: nombre también la casi duplicada, o quítelo
lint-option-by-number = cita una opción por su número («{ $words }»): cítela por su letra, p. ej. «b)», que las variantes renumeran
lint-label-not-an-option = «{ $label })» no es una opción (hay { $options }): las letras de las opciones van de a) a { $last }); escriba otras listas como (1), (2)
lint-shows-id = muestra al candidato el identificador de la pregunta «{ $id }»
lint-shows-accepted = dice al candidato qué otros valores se aceptan («{ $note }»): esa nota va en el esquema de corrección
lint-shows-source = dice al candidato de dónde viene la pregunta («{ $note }»): las fuentes y notas de autor van en `source`
lint-shows-line = cita una línea del texto de origen («{ $citation }»): las fuentes y notas de autor van en `source`

## Referencias y posiciones
lint-ref-shape = referencia «{ $reference }»: se esperaba «<DOC> <artículo>», p. ej. «Laws 6.9»
lint-ref-unknown-doc = referencia a un documento desconocido «{ $doc }»: se esperaba uno de estos: { $known }
lint-ref-bad-article = referencia «{ $doc } { $article }»: número de artículo mal formado para { $doc } ({ $hint })
lint-ref-hint-examples = p. ej. { $examples }
lint-ref-hint-section = una letra de sección y números, p. ej. { $examples }
lint-ref-hint-numbers = números, p. ej. { $examples }
lint-ref-hint-letter = números con una letra final opcional, p. ej. { $examples }
lint-ref-hint-roman = un capítulo en números romanos, p. ej. { $examples }
lint-ref-hint-dots = números separados por puntos, p. ej. { $examples }
lint-reference = referencia «{ $reference }»: { $problem }
lint-article-none = no existe el artículo { $article } (artículos: { $articles })
lint-article-sub = el artículo { $article } tiene los subartículos { $first } a { $last }, no { $cited }
lint-article-guideline = no existe la directriz { $article } (directrices I, II, III)
lint-article-dutch = no es un artículo del sistema holandés de { $year } ({ $text })
lint-fen = FEN no válido: { $detail }
lint-fen-fields = se esperaban de 2 a 6 campos (colocación, turno, …); se encontraron { $found }
lint-fen-ranks = se esperaban 8 filas separadas por «/»; se encontraron { $found }
lint-fen-empty-count = fila { $rank }: número de casillas vacías erróneo «{ $count }»
lint-fen-piece = fila { $rank }: pieza desconocida «{ $piece }»
lint-fen-long-rank = la fila { $rank } tiene más de 8 casillas
lint-fen-short-rank = la fila { $rank } tiene { $squares } casillas; se esperaban 8
lint-fen-kings = se esperaba un rey de cada color; se encontraron { $white } blancos y { $black } negros
lint-fen-side = el turno debe ser «w» o «b»; se encontró «{ $found }»
lint-fen-castling = el campo de enroque debe ser «-» o letras de KQkq; se encontró «{ $found }»
lint-fen-en-passant = el campo de captura al paso debe ser «-» o una casilla de la fila 3 o 6; se encontró «{ $found }»
lint-fen-halfmove = el contador de medios movimientos debe ser un número; se encontró «{ $found }»
lint-fen-move-number = el número de movimiento debe ser un número; se encontró «{ $found }»

## Modelos de examen
lint-section-points = sección { $topic }: los puntos deben ser un múltiplo positivo de 0,5
lint-section-twice = el tema { $topic } aparece en más de una sección
lint-sections-none = un modelo de examen necesita al menos una sección
lint-pass-percent = pass_percent debe estar entre 0 y 100
lint-minutes = minutes debe ser positivo
lint-requires = exige { $kind } en { $topic }, que no tiene sección
lint-laws-share = las Leyes suman { $laws } de { $total } puntos ({ $share } %), menos del { $required } % exigido (Manual del Árbitro XII: el 55 % de un examen de AF trata de las Leyes; cambie laws_share para otro valor)

## El glosario y el texto en español
lint-glossary-unreadable = no se puede leer el glosario: { $error }
lint-glossary = glosario: { $problem }
lint-es = es: { $problem }
lint-es-term = «{ $found }» no es el término del manual: escriba «{ $term }» ({ $source })
lint-es-address = «{ $found }» trata al lector de tú: el manual usa { $form } ({ $source })
lint-es-thousands = «{ $number }»: escriba { $written }, sin separador de miles (las valoraciones como las escribe el manual)
lint-es-decimal-comma = «{ $number }»: escriba { $written } con coma decimal
lint-es-english-word = «{ $word }» está en inglés: escríbalo en español
lint-es-piece-letter = «{ $move }» usa una letra de pieza inglesa: en español son R, D, T, A, C (seed 000 l. 1459)
lint-es-colour-letter = «{ $found }» usa la letra de color inglesa: escriba B (blancas) o N (negras) (seed 000 l. 11312)
lint-es-singular = «1 { $noun }»: tras 1 el sustantivo va en singular
lint-es-abbreviation = «{ $abbreviation }» no está definida: defínala la primera vez que aparezca en la pregunta, p. ej. «término ({ $abbreviation })», o añádala al glosario

## Los generadores de ejercicios (`--generated N`)
lint-generators-none = esta versión de arbitro aún no trae generadores de ejercicios
lint-generators-no-match = ningún generador de ejercicios corresponde a los filtros de tema y tipo
lint-generators-none-valid = ningún generador de ejercicios encuentra un ejercicio válido el { $date } (excluidos: { $left-out })
lint-generator-failed = generador { $name }: { $error }
lint-generator-invalid = el generador { $name } produjo una pregunta no válida: { $problem }
