# Los errores de la línea de órdenes: una opción que no se aplica, una ronda fuera del archivo,
# un archivo que no se puede leer, escribir o crear. Las rutas, las opciones, los códigos y los
# valores escritos quedan como están; el texto de error del sistema o de un analizador sigue
# como dato.

## Rondas y archivos
error-round-zero = --round 0: la ronda 0 no existe (las rondas se cuentan desde 1)
error-round-beyond-planned = { $file }: línea { $line }, columna 5: número de rondas (XXR/142): la ronda { $round } está más allá de las { $rounds } rondas del torneo
error-round-not-next = { $file }: la ronda { $round } no se puede emparejar: el archivo registra { $recorded } rondas, así que antes va la ronda { $next }
error-round-cannot-pair = { $file }: la ronda { $round } no se puede emparejar: el archivo registra { $recorded } rondas
error-no-such-round = ronda { $round }: no existe esa ronda
error-cannot-create = no se puede crear { $file }
error-pair-list-is-input = { $file } es el archivo de entrada; no se sobrescribe con la lista de emparejamientos (use --force)
error-not-a-pair-list = { $file } ya existe y no es una lista de emparejamientos; no se sobrescribe (use --force)

## Opciones que no se aplican
error-markdown-walkthrough = --format markdown es para --walkthrough; `pair` escribe texto o json
error-walkthrough-drop-p = --walkthrough solo escribe el recorrido; quite -p
error-walkthrough-drop-p-l = --walkthrough solo escribe el recorrido; quite -p y -l
error-walkthrough-reading = --walkthrough sigue solo las lecturas por defecto de arbitro; quite --reading (pair y check la aceptan)
error-walkthrough-none = --rules { $system }: --walkthrough aún no está disponible para este sistema (`pair` sin ella da la ronda)
error-max-candidates = --max-candidates 0: hay que probar al menos un candidato
error-no-bracket = --bracket { $score }: la ronda { $round } no tiene grupo de { $score } puntos
error-no-scoregroup = --bracket { $score }: la ronda { $round } no tiene grupo de puntuación de { $score } puntos
error-rules-and-system = --rules y --system nombran la misma elección (--system es un alias): dé una, no { $rules } y { $system }
error-house-dutch-flags = --rules { $system }: -l, --baku y --format markdown sin --walkthrough son para el sistema holandés
error-house-check-flags = --rules { $system } comprueba los emparejamientos, en texto o json (sin --only standings, --baku, bbp ni markdown)
error-reading-of-another = --reading { $reading }: la lectura { $id } es de { $systems } ({ $doc }), no de { $system }
error-reading-dutch-pair = { $file }: --reading { $reading }: las lecturas son las de los textos de Dubov, Burstein, Lim, suizo doble y suizo por equipos (docs/systems/README.md); este archivo se empareja por el sistema holandés
error-reading-dutch-check = { $file }: --reading { $reading }: las lecturas son las de los textos de Dubov, Burstein, Lim, suizo doble y suizo por equipos (docs/systems/README.md); este archivo se comprueba por el sistema holandés

## Round robin
error-rr-swiss-flags = un round robin se empareja por la tabla de Berger: las --rules de un sistema suizo, --bracket y -l son para archivos de sistema suizo
error-rr-check-flags = { $file }: un round robin se comprueba con la tabla de Berger: --next y las --rules de un sistema suizo son para archivos de sistema suizo
error-rr-reading = { $file }: --reading { $reading }: un round robin se empareja por la tabla de Berger, que no deja nada abierto
error-rr-all-recorded = { $file }: línea { $line }, columna 5: número de rondas (XXR/142): las { $rounds } rondas del round robin están todas registradas, así que la ronda { $round } está más allá ({ $players } jugadores, { $cycles ->
    [one] { $cycles } vuelta
   *[other] { $cycles } vueltas
})
error-rr-beyond = { $file }: la ronda { $round } está más allá de las { $rounds } rondas del round robin ({ $players } jugadores, { $cycles ->
    [one] { $cycles } vuelta
   *[other] { $cycles } vueltas
})
error-varma-players = las tablas Varma son para 9 a 24 jugadores (C.05 5.3, anexo 2); hay { $players }

## check
error-check-no-tiebreaks = { $file }: --only standings: no hay lista de desempates (registros 212/202); dé --tiebreaks LISTA
error-check-standings-whole = { $file }: --only standings comprueba la clasificación final; quite --round/--next
error-check-unknown-player = { $file }: línea { $line }, columna { $column }: la lista de emparejamientos nombra al jugador { $player }, que no está en el torneo

## Clasificación por equipos
error-match-points = --match-points: se esperaban tres números VICTORIA,EMPATE,DERROTA como 2,1,0 o 3,1,0; hay «{ $found }»

## generate y campaign
error-model-players = { $file }: el modelo tiene { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}; se esperan al menos dos
error-generate-failed = perfil { $profile }, semilla { $seed }: { $error }
error-campaign-not-a-report = { $file }: línea { $line }, columna { $column }: no es un informe de campaña: { $error }
error-campaign-resume = --resume: { $file } es el informe de otra campaña («{ $previous }»{ $previous-shard }), no de «{ $command }»{ $shard }

## serve
error-listen = --listen: «{ $listen }» no es una dirección; se espera, p. ej., 0.0.0.0 o 192.168.1.5:8080
error-serve-no-data = no hay carpeta de datos para la base de datos; dé --db ARCHIVO
error-cannot-serve = no se puede servir en { $address }

## quiz
error-quiz-bank-folder = no se puede leer la carpeta del banco { $folder }
error-quiz-blueprint = el banco no puede llenar el modelo de examen «{ $blueprint }»:
error-quiz-results-file = no se puede escribir el archivo de resultados { $file }
error-quiz-marked-exists = { $file } ya existe; no se sobrescribe (use --force o -o ARCHIVO)
error-quiz-no-data = no hay carpeta de datos: defina ARBITRO_DATA_DIR o dé --progress ARCHIVO
error-quiz-no-question = no hay ninguna pregunta «{ $id }» en el banco { $folder } (vea «arbitro quiz list»){ $hint }
error-quiz-did-you-mean = ; ¿quería decir { $ids }?
error-quiz-no-match = ninguna pregunta cumple los filtros
error-quiz-progress-not-saved = no se puede guardar el progreso en { $file }
error-quiz-progress-not-kept = el progreso no se guarda
error-quiz-generated-not-a-number = se esperaba un número de ejercicios de 0 a { $max }; hay «{ $value }»
error-quiz-generated-too-many = { $count } ejercicios generados son demasiados: se esperan { $max } como mucho (un examen tiene decenas de preguntas)

## El valor de una opción rechazado antes de que la orden se ejecute (clap muestra el inglés; --lang es, el español)
error-flag-colour = se esperaba «white» (blancas) o «black» (negras); hay «{ $value }»
error-flag-score = se esperaba una puntuación como 4.5 o 17.0; hay «{ $value }»
error-flag-date = «{ $value }» no es una fecha: se espera AAAA-MM-DD, p. ej. 2026-11-25
error-flag-baku = se esperaba manual-2016, spp-2017 o c047 (o ningún valor: la redacción de la edición); hay «{ $value }»
error-flag-rules-unknown = se esperaba { $names } (arbitro explain --list), o dutch (la edición que eligen las fechas); hay «{ $value }»
error-flag-rules-edition = «{ $value }»: del sistema { $family } ({ $ids }) solo { $count ->
    [one] está implementada la edición
   *[other] están implementadas las ediciones
} { $editions }; { $others }
error-reading-unknown = lectura desconocida «{ $value }»: se espera un identificador de docs/systems/README.md y una letra, como D-5b
error-reading-no-letter = indique una de las alternativas de la lectura ({ $choices })
error-reading-no-alternative = { $reading } no tiene la alternativa ({ $letter }); tiene { $letters }
error-reading-not-switchable = { $reading }{ $letter } no se puede cambiar: el motor de arbitro solo aplica { $applied } de { $reading } ({ $doc })
error-reading-none-applied = ninguna (la rechaza)

## Perfiles y configuraciones del generador (el texto propio de un analizador de YAML sigue como dato)
error-profile-place = línea { $line }, columna { $column }
error-profile-key = clave «{ $key }»
error-profile-yaml = el perfil no es YAML válido: { $error }
error-profile-no-such = no existe ese perfil: se espera un archivo YAML o uno de { $names }
error-profile-key-value = se esperaba «Clave=valor»; hay «{ $found }»
error-profile-number = se esperaba un número; hay «{ $found }»
error-profile-whole-number = se esperaba un número entero; hay «{ $found }»
error-profile-unknown-key = clave desconocida: se espera una de PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, ZPBRate, FPBRate, HighestRating, LowestRating, PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB, PointsForForfeitLoss, PointsForPAB
error-profile-share = se esperaba una proporción de 0 a 1; hay { $found }
error-profile-players = se esperaban de 2 a 9999 jugadores; hay { $min }–{ $max }
error-profile-rr-players = se esperaban de 3 a 100 jugadores en un round robin; hay { $min }–{ $max }
error-profile-cycles = se esperaban 1 o 2 vueltas; hay { $min }–{ $max }
error-profile-cycles-only-rr = las vueltas (cycles) solo valen con system: round-robin
error-profile-rounds = se esperaban de 1 a 99 rondas; hay { $min }–{ $max }
error-profile-fewer-rounds = se esperaban menos rondas que jugadores (como mucho { $most } rondas para { $players } jugadores); hay { $found }
error-profile-ratings = se esperaban valoraciones de 1000 a 3000
error-profile-lowest = se esperaba como mucho highest_rating ({ $highest }); hay { $found }
error-profile-percentage = se esperaba un porcentaje de 0 a 100; hay { $found }
error-profile-forfeits-sum = forfeit_rate, double_forfeit_rate y unusual_result_rate juntos no pueden pasar de 1
error-profile-byes-sum = las proporciones de descansos juntas no pueden pasar de 0,5
error-profile-late-round = se esperaba una ronda de 2 a { $fewest } (las rondas mínimas); hay { $found }
error-profile-federation = se esperaban tres letras mayúsculas; hay «{ $found }»
error-profile-points = se esperaban puntos de 0 a 99 en décimas (p. ej., 0,5 o 3); hay { $found }
error-profile-win-draw-loss = se esperaba victoria ≥ tablas ≥ derrota
error-profile-baku = la aceleración de Bakú necesita que una victoria valga dos tablas (premisa de C.04.5.1; C.04.7 §1.1)
