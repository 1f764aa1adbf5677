# Las palabras propias de la línea de órdenes: `validate`, `checklist`, `explain` y sus errores.

## validate
validate-clean = { $file }: { $clean } — { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}, { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}, ninguna incoherencia
validate-clean-word = correcto
validate-count = { $file }: { $count ->
    [one] { $shown } incoherencia
   *[other] { $shown } incoherencias
}

## checklist
checklist-round-out-of-range = la ronda { $round } no se puede listar (la siguiente ronda es la { $next })

## explain
explain-in-short = En resumen: { $summary }.
explain-kind-criterion-2026 = criterio de 2026
explain-kind-criterion-2026-absolute = criterio de 2026 (absoluto)
explain-kind-criterion-2017 = criterio de 2017
explain-kind-colour-2017 = regla de asignación de color de 2017
explain-kind-article-2017 = artículo de 2017
explain-kind-colour-2026 = regla de asignación de color de 2026
explain-kind-article-2026 = artículo de 2026
explain-kind-result-code = código de resultado TRF
explain-kind-record = registro TRF
explain-kind-rating = reglamento de valoración
explain-kind-title = reglamento de títulos
explain-kind-tiebreak = reglamento de desempates
explain-kind-other = { $kind }
explain-kind-system-rule = criterio o regla del sistema de emparejamiento
explain-unknown-criterion = explain: criterio de { $family } desconocido «{ $code }»: se esperaba { $name } { $hint }
explain-unknown-code = explain: código desconocido «{ $code }»: se esperaba un criterio de 2026 C1…C21, un artículo de 2026 (1.7, 2.4.7, 5.2), una sección de 2017 (A.6, C.1…C.19, E.1…E.5), un código de resultado (+ - = 1 0 W D L H F U Z), un código de registro TRF (001, 012, 042, 132, 192, 250, XXA, XXR …), una lectura del texto de un sistema (D-5, DS-6, L-10, B-12, T-11: docs/systems/README.md) o un artículo de los reglamentos de valoración, títulos o desempates (B.02 8.3.4, B.01 1.4.7, C.07 10.6)
explain-reading-open = Queda abierto: { $open }
explain-reading-default = lectura por defecto de arbitro
explain-reading-not-switchable = no se puede elegir: el motor no la implementa
explain-reading-no-default = lectura por defecto de arbitro: ninguna — se rechaza una ronda que las alternativas emparejan de forma distinta; check prueba cada una.
explain-reading-programs = Programas y fuentes: { $programs }
explain-list-heading = Sistemas de emparejamiento y ediciones (--rules NOMBRE; --system es lo mismo):
explain-list-also = también: { $aliases }
explain-list-in-force = en vigor: { $dates }
explain-list-no-end = sin fecha de fin
explain-list-from = desde el { $from }
explain-list-until = hasta el { $until } (sin incluirlo)
explain-list-from-until = del { $from } hasta el { $until } (sin incluirlo)
explain-list-record-192 = registro 192: { $codes }
explain-list-no-code = ninguno en TRF-2026
explain-list-readings = lecturas: { $count } (arbitro explain --readings)
registry-title-round-robin = Liga por las tablas de Berger (C.05 anexo 1): una vuelta, o dos si el archivo lo dice
registry-title-double-round-robin = Liga a doble vuelta por las tablas de Berger (C.05 anexo 1)
registry-title-house = sistema { $family ->
    [Team] suizo por equipos
    [Double-Swiss] suizo doble
   *[other] { $family }
} ({ $chapter }, edición { $edition })
explain-readings-head = | Lectura | Ediciones | Artículo | Abierto | Alternativas | arbitro | Programas y fuentes |
explain-readings-refuses = las rechaza donde difieren; `check` prueba cada una
checklist-house-round = Lista de comprobación antes de la ronda { $round }
checklist-opponents = Rivales
checklist-baku-dutch = --baku es una opción del sistema holandés; { $system } lee la aceleración del registro 192 (…_BAKU)
checklist-rr-heading = n.º  núm. nombre                 puntos  { $colours }  esta ronda: rival, color
checklist-rr-no-game = sin partida (el jugador ficticio)
checklist-rr-beyond = la ronda { $round } está más allá de las { $rounds } rondas del round robin ({ $players } jugadores, { $cycles ->
    [one] { $cycles } vuelta
   *[other] { $cycles } vueltas
})
show-round = Ronda { $round }
show-no = N.º
show-white = Blancas
show-result = Resultado
show-standings-after = Clasificación tras la ronda { $round }
show-place = Puesto
show-name = Nombre
show-rating = Elo
show-points = Puntos
show-round-not-recorded = la ronda { $round } no está registrada (el archivo tiene { $rounds } rondas)
convert-refused = no convertido: el formato de destino no puede contener el torneo tal como está
convert-note-xxc-rank = línea { $line }: «XXC rank» no tiene equivalente en TRF-2026; se mantiene como XXC rank
convert-note-scoring = línea { $line }: el registro 162 no puede contener esta puntuación ({ $loss }); las líneas de puntuación se mantienen como están
convert-note-xxp-one = línea { $line }: XXP nombra { $count } jugador(es), lo que no prohíbe ningún emparejamiento; el registro 260 necesita dos: eliminado
convert-note-xxp-rounds = línea { $line }: XXP no tiene intervalo de rondas; la prohibición se aplica ahora a todas las rondas
convert-note-240 = línea { $line }: el registro 240 ({ $kind } en la ronda { $round }) no tiene equivalente en TRF16; eliminado
convert-note-dropped = línea { $line }: el registro { $code } no tiene equivalente en TRF16; eliminado
output-exists = { $file } ya existe; no se sobrescribe (use --force)
output-cannot-write = no se puede escribir { $file }
generate-seed = semilla { $seed }
campaign-summary = { $done } de { $requested } torneos{ $interrupted ->
    [yes] {" "}(interrumpida)
   *[no] {""}
}: { $consistent } coherentes, { $discrepant } con discrepancias, { $not-generated } sin generar, { $failures } fallos del comprobador; { $rounds } rondas comprobadas en { $seconds } s
    informe: { $md } y { $json }
campaign-report-exists = { $file } ya existe (el informe de una campaña anterior); no se sobrescribe: elija otro --report PREFIJO o use --force

## Errores de clap (el texto inglés es el propio de clap; estos ids dicen los mismos errores)
clap-error = error: { $message }
clap-unknown-argument = argumento inesperado «{ $arg }»
clap-unknown-subcommand = subcomando desconocido «{ $command }»
clap-missing-argument = faltan argumentos obligatorios: { $args }
clap-missing-subcommand = falta un subcomando
clap-invalid-value = valor «{ $value }» no válido para «{ $arg }»{ $possible }{ $reason }
clap-possible-values = ; valores posibles: { $values }
clap-value-reason = : { $reason }
clap-conflict = el argumento «{ $arg }» no se puede usar con «{ $prior }»
clap-number-of-values = número de valores incorrecto para «{ $arg }»
clap-invalid-utf8 = hay UTF-8 no válido en uno o más argumentos
clap-other = no se puede leer la línea de órdenes
clap-usage = Uso: { $usage }
clap-more = Para más información, pruebe «--help».

## serve
serve-listening = arbitro serve: escuchando en http://{ $address }/ (base de datos { $db })
serve-token = arbitro serve: clave del profesor: { $token } (entre en http://{ $address }/lecturer)
serve-short-token = --token: dé al menos 8 caracteres
serve-bad-host = --allow-host: «{ $host }» no es un nombre de máquina; se espera, p. ej., aula.club.es

## A campaign's progress (standard error): redrawn on a terminal, every tenth of the run in a log
campaign-progress = { $bar } { $done }/{ $total } torneos  { $rate }/s  { $left }  con problemas: { $problems }
campaign-progress-left = quedan { $time }
campaign-progress-unknown = tiempo restante desconocido
campaign-progress-hours = { $h } h { $m } min
campaign-progress-minutes = { $m } min { $s } s
campaign-progress-seconds = { $s } s
campaign-progress-log = arbitro: campaña: { $done } de { $total } torneos hechos, { $problems } con problemas
