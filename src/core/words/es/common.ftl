# Lo que comparten los informes de resultados: ediciones y por qué se aplican, códigos de
# resultado, cuentas. Español.

## Una edición y por qué se aplica
edition-chosen = { $edition } — { $reason }
reason-flag = elegida con --rules
reason-record-192 = el registro 192 indica { $code }
reason-start-date = el torneo empezó el { $date } (registro 042)
reason-first-round-date = la ronda 1 se jugó el { $date } (registro 132)
reason-date-flag = las partidas se jugaron en la fecha --date { $date }
reason-today = el archivo no tiene fechas; la vigente hoy ({ $date })
edition-and-system = { $chosen }; { $system }
edition-with-note = { $chosen }. { $note }
system-by-flag = el sistema holandés elegido con --rules
system-by-record-092 = el sistema holandés, como dice el registro 092 («{ $kind }»)
system-by-record-192 = el sistema que nombra el registro 192 ({ $code })
system-by-record-092-swiss = el sistema holandés: el registro 092 dice «{ $kind }», un suizo sin su sistema, y el holandés es el sistema suizo de la FIDE cuando no se nombra ninguno
system-by-record-092-other = el registro 092 dice «{ $kind }», pero este informe es del sistema holandés
system-by-record-092-unknown = el sistema holandés, el de arbitro por defecto: el registro 092 dice «{ $kind }», que no nombra ningún sistema que arbitro conozca
system-by-default = el sistema holandés, el de arbitro por defecto: ni el registro 092 ni el 192 nombran el sistema
edition-predates-nearest = El torneo empezó el { $date }, antes de las dos ediciones del sistema holandés que arbitro aplica (2017: desde el 1 de julio de 2017; 2026: desde el 1 de febrero de 2026): se aplica { $edition }, la primera de las dos y la más cercana a las reglas del torneo
edition-predates-chosen = El torneo empezó el { $date }, antes de las dos ediciones del sistema holandés que arbitro aplica (2017: desde el 1 de julio de 2017; 2026: desde el 1 de febrero de 2026): se aplica { $edition }, como se ha elegido
date-settled-by-rounds = el registro { $record } «{ $value }» puede ser día/mes o mes/día: se lee { $date }, la lectura más cercana a las fechas de las rondas (registro 132, { $round })
date-ambiguous = el registro { $record } «{ $value }» puede ser día/mes o mes/día y ninguna fecha de ronda lo decide: se lee primero el día, { $date } (con el mes primero sería { $other })
edition-b02-2017 = Reglamento de Valoración FIDE B.02, texto de 2017 (1 jul 2017 – 31 dic 2021; el texto anterior a 2022 tal como lo imprime el Manual, seed 000, l. 13574–13716)
edition-b02-2022 = Reglamento de Valoración FIDE B.02, texto de 2022 (1 ene 2022 – 29 feb 2024)
edition-b02-2024 = Reglamento de Valoración FIDE B.02, texto de 2024 (1 mar 2024 – 30 sep 2025)
edition-b02-2025 = Reglamento de Valoración FIDE B.02, texto de 2024 con la enmienda del 1 oct 2025
edition-c02-seed = desempates FIDE C.02 §13 con el oponente virtual (texto del Manual, hasta el 31 mar 2024)
edition-c07-2024 = Reglamento de desempates FIDE C.07, texto de 2024 (1 abr 2024 – 28 feb 2026)
edition-c07-2026 = Reglamento de desempates FIDE C.07, texto de 2026 (desde el 1 mar 2026)

## El código de resultado de una ronda
result-win = victoria
result-draw = tablas
result-loss = derrota
result-win-under-one-move = victoria (partida de menos de una jugada)
result-draw-under-one-move = tablas (partida de menos de una jugada)
result-loss-under-one-move = derrota (partida de menos de una jugada)
result-forfeit-win = victoria por incomparecencia
result-forfeit-loss = derrota por incomparecencia
result-half-point-bye = bye de medio punto
result-full-point-bye = bye de un punto
result-pairing-allocated-bye = bye por emparejamiento
result-zero-point-bye = bye de cero puntos
result-not-paired = no emparejado

## Cuentas
plural-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}

## Ritmo de juego (B.02 1)
pace-minutes = { $minutes }
pace-minutes-each = { $white } (blancas) / { $black } (negras)
pace-article-rapid-2017 = 1.3 (más de 10 y menos de 60 minutos)
pace-article-blitz-2017 = 1.4 (al menos 5 y no más de 10 minutos)
pace-article-rapid = reglamento de rápido y relámpago 1.1.1 (más de 10 y menos de 60 minutos)
pace-article-blitz = reglamento de rápido y relámpago 1.1.2 (más de 3 y no más de 10 minutos)
pace-unequal = «{ $code }»: los tiempos de los jugadores son distintos (Armageddon o tiempo con hándicap): { $article }
pace-unequal-article-2017 = cada jugador debe tener el tiempo de la lista (B.02 1.1, 1.3, 1.4, texto anterior a 2022)
pace-unequal-article = no se valoran las partidas en que los jugadores tienen tiempos distintos (reglamento de rápido y relámpago 1.2; estándar 1.1: los mismos periodos mínimos para cada jugador)
pace-standard = estándar ({ $shown } minutos para 60 jugadas: 60 o más, B.02 { $article }, texto de { $year })
pace-rapid = rápido ({ $shown } minutos para 60 jugadas: B.02 { $article }, texto de { $year })
pace-blitz = relámpago ({ $shown } minutos para 60 jugadas: B.02 { $article }, texto de { $year })
pace-no-list = ninguna lista ({ $shown } minutos para 60 jugadas)
pace-too-fast-2017 = { $shown } minutos para 60 jugadas es menos de 5 minutos: no se puede valorar como relámpago (B.02 { $article }, texto de { $year })
pace-too-fast = { $shown } minutos para 60 jugadas es 3 minutos o menos: no se puede valorar como relámpago (B.02 { $article }, texto de { $year })
pace-first-control-2017 = el primer control es de { $moves } jugadas; B.02 1.2 (texto anterior a 2022) exige 40
pace-first-control = el primer control es de { $moves } jugadas; B.02 1.2 (texto de { $year }) exige al menos 30
pace-band-one-above = un jugador tiene una valoración de { $rating } o superior
pace-band-both-below = los dos jugadores están valorados por debajo de { $rating }
pace-game-too-fast = ronda { $round }: { $white } contra { $black }: { $given } minutos para 60 jugadas, pero B.02 1.1 exige { $required } cuando { $band }: no se puede valorar como partida estándar
pace-not-checked = Ritmo de juego (B.02 1): no comprobado (no hay registro 222; indique --time-control)
pace-not-understood = Ritmo de juego (B.02 1): no comprobado (no se entiende el registro 222 «{ $code }»: { $error })
pace-other-list = «{ $code }» es { $why }, no { $kind }: sus partidas no se valoran en la lista de { $kind }
pace-heading = Ritmo de juego (B.02 1, texto de { $year }): «{ $code }» ({ $from }): { $why }
pace-not-ratable = no se puede valorar: { $problem }
pace-minimum-met = B.02 1.1 (texto de { $year }): 120 minutos desde { $top }, 90 desde { $middle }, 60 por debajo; «{ $code }» da { $minutes } minutos para 60 jugadas: todas las partidas cumplen el mínimo para la valoración de sus jugadores
pace-minimum-short = B.02 1.1 (texto de { $year }): 120 minutos desde { $top }, 90 desde { $middle }, 60 por debajo; «{ $code }» da { $minutes } minutos para 60 jugadas: { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} por debajo del mínimo
from-time-control-flag = --time-control
from-record-222 = registro 222

## Controles de tiempo (registro 222 de TRF-2026)
time-control-empty = control de tiempo vacío; se esperaba p. ej. 5400+30 o 40/6000+30:900+30
time-control-per-colour = «{ $code }»: se esperaba Wd-Bd para un control de tiempo por color
time-control-b = «{ $code }»: se esperaba «B» después de «-»
time-control-period = periodo { $n } «{ $period }»: { $error }
time-control-rest-of-game = el periodo { $n } «{ $period }» es para el resto de la partida, pero le siguen más periodos
time-control-digits = se esperaba { $what } (cifras), se encontró «{ $found }»
time-control-increment = un incremento en segundos
time-control-moves = un número de jugadas
time-control-seconds = un tiempo en segundos
time-control-zero-moves = un periodo de 0 jugadas

## Entrada rápida (--game, --date)
game-expected = «{ $game }»: se esperaba VALORACIÓN:RESULTADO[:FED[:TÍTULO]], p. ej. 1926:1 o 2450:0.5:GER:GM
game-bad-rating = «{ $game }»: la valoración «{ $rating }» no es un número de 1 a 3500 (o - si no está valorado)
game-bad-result = «{ $game }»: el resultado «{ $result }» no es 1, 0.5 (o =), 0, ni una incomparecencia + (ganada) o - (perdida)
game-part = «{ $game }»: { $error }
game-bad-title = «{ $game }»: el título «{ $title }» no es un código de título como GM, IM, WGM, FM
game-bad-federation = la federación «{ $federation }» no es un código de tres letras como GER
error-date = --date: «{ $date }» no es una fecha AAAA-MM-DD

## Errores y encabezados que usan todos los informes
error-cannot-read = no se puede leer { $file }
error-at = { $file }: línea { $line }, columna { $column }: { $what }
player = Jugador { $tpn } { $name }
col-tpn = Nº
col-name = Nombre
col-rating = Elo
col-points = Ptos
col-change = Var
col-new = Nuevo
col-performance = Perf
empty = {""}
warning = aviso: { $warning }

## Los límites de lo que arbitro lee (tamaño, codificación, anidamiento y documentos YAML)
limit-too-large = el archivo pasa de { $mib } MiB: se esperaba { $of } de { $limit } bytes como máximo
limit-utf16 = UTF-16 no se admite: se esperaba texto UTF-8 o Windows-1252 (guarde el archivo como UTF-8)
limit-second-document = aquí empieza un segundo documento YAML («---»): se esperaba un solo documento por archivo
limit-nesting-brackets = anidamiento de más de { $max } niveles: se esperaban como máximo { $max } diccionarios, listas o corchetes anidados
limit-nesting-indentation = anidamiento de más de { $max } niveles: se esperaban como máximo { $max } niveles de sangría
limit-of-trf = un archivo TRF
limit-of-yaml = un archivo YAML
limit-of-profile = un perfil
limit-of-bank = un banco de preguntas
limit-of-blueprint = un modelo de examen

## Los errores del propio sistema, dichos por su clase (el texto del sistema es inglés sea cual sea el idioma)
os-error = { $said }
os-error-numbered = { $what } (error del sistema { $code })
os-other = error del sistema { $code }
os-not-found = no existe ningún archivo ni carpeta con ese nombre
os-permission-denied = permiso denegado
os-already-exists = ya existe
os-is-a-directory = es una carpeta, no un archivo
os-not-a-directory = una parte de la ruta no es una carpeta
os-directory-not-empty = la carpeta no está vacía
os-read-only = el sistema de archivos es de solo lectura
os-storage-full = no queda espacio en el disco
os-file-too-large = el archivo es demasiado grande para el sistema de archivos
os-invalid-data = el contenido no es válido (no es texto UTF-8)
os-invalid-filename = el nombre del archivo no es válido
os-unexpected-eof = el archivo termina antes de lo esperado
os-address-in-use = la dirección ya está en uso
os-address-not-available = la dirección no está disponible en esta máquina
os-connection = la conexión se rechazó o se cortó
os-timed-out = la operación tardó demasiado
os-interrupted = la operación se interrumpió
os-out-of-memory = no queda memoria
os-unsupported = el sistema no admite esta operación
os-busy = el archivo o el dispositivo está ocupado

## La coherencia del propio archivo (lo que informa `validate`; un informe no se calcula de un archivo incoherente)
at-line = línea { $line }, columna { $column }: { $what }
valid-results-inconsistent = los resultados son incoherentes; no se pueden calcular { $report } a partir de ellos
valid-more = … y { $count } más (vea `arbitro validate`)
report-ratings = las variaciones de valoración
report-norms = las normas
report-standings = la clasificación
report-team-standings = la clasificación por equipos
report-prizes = los premios
valid-history-inconsistent = el historial anterior a la ronda { $round } es incoherente; la ronda { $round } no se puede emparejar a partir de él
valid-pairings-unchecked = los datos del propio archivo son incoherentes; sus emparejamientos no se pueden comprobar
file-said = { $file }: { $what }
valid-time-control = registro 222 (control de tiempo codificado): { $error }
valid-unknown-record = el código de registro { $code } no está definido en TRF16 ni en TRF-2026 (una línea de jugador empieza por 001)
valid-duplicate = { $what } ya figura en la línea { $first }: se esperaba una sola vez
valid-what-rounds = el número de rondas (XXR/142)
valid-what-initial-colour = el color inicial (XXC/152)
valid-what-xxc-rank = «XXC rank»
valid-what-acceleration = la aceleración del jugador { $tpn } (XXA)
valid-what-type = el tipo de torneo (192)
valid-baku = el registro 192 pide la aceleración Bakú con { $edition }: { $error }
valid-starting-ranks = los números iniciales deben ir de 1 a { $players } sin huecos: se esperaba { $want }, se encontró { $found }
valid-too-many-rounds = la ronda { $round } está registrada, pero el torneo tiene { $planned } rondas (XXR/142)
valid-result-without-opponent = ronda { $round }: el jugador { $player } tiene el resultado «{ $code }» ({ $result }) pero ningún oponente
valid-opponent-without-game = ronda { $round }: el jugador { $player } tiene el oponente { $opponent } pero el resultado «{ $code }» ({ $result }), que va con el oponente 0000
valid-no-result = ronda { $round }: el jugador { $player } está emparejado con { $opponent } pero no tiene resultado
valid-no-colour = ronda { $round }: el jugador { $player } jugó contra { $opponent } pero no se indica el color (se esperaba w o b)
valid-claimed-twice = ronda { $round }: { $first } y { $second } reclaman a la vez como oponente al jugador { $opponent }
valid-has-result = tiene «{ $code }» ({ $result })
valid-names-opponent = indica como oponente a { $other }
valid-not-mutual = ronda { $round }: el jugador { $player } indica como oponente a { $opponent }, pero el jugador { $opponent } { $what }
valid-same-colour = ronda { $round }: los jugadores { $player } y { $opponent } tienen los dos el color «{ $colour }»
valid-one-colour = ronda { $round }: solo uno de los jugadores { $player } y { $opponent } tiene color en su partida
valid-results-differ = ronda { $round }: los resultados de los jugadores { $player } («{ $code }») y { $opponent } («{ $other-code }») no concuerdan
valid-rematch = ronda { $round }: los jugadores { $player } y { $opponent } ya jugaron entre sí en la ronda { $first }
valid-several-pabs = ronda { $round }: bye por emparejamiento (U) dado a { $count } jugadores ({ $first } y { $player }); como máximo uno por ronda
valid-points = jugador { $player }: la columna de puntos dice { $declared }, los resultados dan { $computed } con el sistema de puntuación ({ $scoring })
valid-scoring = victoria { $win } / tablas { $draw } / derrota { $loss }, BPE { $pab }
valid-what-prohibited = un emparejamiento prohibido (XXP/260)
valid-what-requested-bye = un bye solicitado (240/XXZ)
valid-what-acceleration-line = una línea de aceleración (XXA)
valid-what-team = un equipo (013/310)
valid-what-named-team = el equipo «{ $team }»
valid-unknown-player = { $what } menciona al jugador { $player }, que no tiene línea 001
