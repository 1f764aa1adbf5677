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
checklist-rr-beyond = la ronda { $round } está más allá de las { $rounds } rondas del round-robin ({ $players } jugadores, { $cycles ->
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
output-exists = { $file } ya existe; no se sobrescribe (use --force)
output-cannot-write = no se puede escribir { $file }
generate-seed = semilla { $seed }
campaign-summary = { $done } de { $requested } torneos{ $interrupted ->
    [yes] {" "}(interrumpida)
   *[no] {""}
}: { $consistent } coherentes, { $discrepant } con discrepancias, { $not-generated } sin generar, { $failures } fallos del comprobador; { $rounds } rondas comprobadas en { $seconds } s
    informe: { $md } y { $json }
campaign-report-exists = { $file } ya existe (el informe de una campaña anterior); no se sobrescribe: elija otro --report PREFIJO o use --force
