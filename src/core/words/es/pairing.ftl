# Por qué no se puede emparejar una ronda, o no como la da el archivo: las razones de los motores,
# redactadas donde se muestran. Artículos y criterios son códigos, iguales en los dos idiomas.

nopair-round = No existe ningún emparejamiento válido para la ronda { $round }: { $reason }

## El procedimiento lexicográfico (suizo por equipos, suizo doble): $who es team o player
nopair-rematch = no se puede emparejar a todos { $who ->
    [team] los equipos
   *[player] los jugadores
} sin repetir un enfrentamiento ([C1], 3.3.3)
nopair-pab-legal = ningún { $who ->
    [team] equipo
   *[player] jugador
} puede recibir el bye por emparejamiento dejando un emparejamiento legal ([C2], 3.4.1, 3.3.3)
nopair-top-scoregroup = el grupo de puntuación superior de { $count } { $who ->
    [team] equipos
   *[player] jugadores
} no se puede completar en un grupo legal ([C1], [C3], 3.3.3)
nopair-bracket-c1 = el grupo no tiene ningún emparejamiento legal ([C1])
nopair-identifier = ningún identificador alcanza el mejor emparejamiento del grupo (3.6)

## Dubov y Burstein
nopair-pab-c2-c4 = ningún jugador puede recibir el bye por emparejamiento según [C2] y [C4] (3.1)
nopair-c1-c3 = no se puede emparejar a todos los jugadores según [C1] y [C3] ({ $cite })
nopair-bracket-score = el grupo de { $score } puntos no se puede emparejar (3.2.6)
nopair-bracket-leaves = el grupo de { $score } puntos deja jugadores que no se pueden emparejar ([C4])
nopair-dubov-split = no se encuentra división del grupo en G1 y G2 entre los conjuntos examinados (3.2.4)
nopair-burstein-article4 = el grupo de { $score } puntos: ningún rival del NSG { $bsn } mantiene el mejor emparejamiento (artículo 4)

## Lim
nopair-lim-compatible = C.04.4.3 2.1: no se puede emparejar a todos los jugadores con rivales compatibles (sin repetir enfrentamiento, límites de color)
nopair-lim-no-median = C.04.4.3 2.2 (lectura L-4b): ningún jugador por emparejar tiene la puntuación del grupo mediano ({ $median }, la mitad de las rondas jugadas), y el texto no da un orden de emparejamiento sin él
nopair-lim-median-undone = C.04.4.3 2.6: el grupo mediano no se puede emparejar ni deshaciendo todas las demás parejas
nopair-lim-nobody-bye = C.04.4.3 1.1 y las Normas Básicas: nadie puede recibir el bye por emparejamiento
nopair-lim-bye-field = C.04.4.3 1.1, 2.1: ningún bye por emparejamiento deja un campo que se pueda emparejar

## Holandés
nopair-dutch-absolute = ningún emparejamiento cumple los criterios absolutos { $criteria } para todos los jugadores ({ $article })
nopair-dutch-left = { $count ->
    [one] { $count } jugador queda sin emparejar
   *[other] { $count } jugadores quedan sin emparejar
} tras el último grupo ({ $article })

## Lo que el archivo debe dar antes de emparejar una ronda
nopair-planned-double-swiss = el sistema suizo doble necesita el número de rondas (registro 142 o XXR): [C7] y [C8] (art. 2.3.4, 2.3.5) no se aplican en la última ronda
nopair-planned-team = el sistema suizo por equipos necesita el número de rondas (registro 142 o XXR): [C7] y [C10] (art. 2.3.4, 2.3.7) no se aplican en las dos últimas rondas, y las preferencias del tipo B (1.7.2) cambian en la última
nopair-planned-burstein = C.04.4.2 art. 1.6.2: el número de rondas de siembra depende del número de rondas del torneo, que el archivo no da (registro 142 o XXR)
nopair-round-robin-beyond = la ronda { $round } está más allá de las { $rounds } rondas del round robin
nopair-team-code = el registro 192 dice { $code }: se esperaba FIDE_TEAM o FIDE_TEAM_{"{"}TYPEA,TYPEB{"}"}_{"{"}MP,GP{"}"}[_{"{"}GP,MP{"}"}][_BAKU]
nopair-record-192-refused = el registro 192 dice { $code }: { $why }
nopair-double-swiss-baku = se rechaza la aceleración de Bakú de un torneo suizo doble: no está resuelto si sus puntos virtuales son «puntos por victoria» de una partida (1) o de un encuentro (2) (C.04.7 no lo dice; lectura DS-9, docs/systems/double-swiss-2026.md)
nopair-double-swiss-custom = un sistema suizo doble a medida no es el texto de la FIDE; arbitro solo empareja C.04.5 tal como lo lee docs/systems/double-swiss-2026.md (registro 192 FIDE_DOUBLESWISS)
nopair-double-swiss-wait = lectura DS-1 (b): los artículos del procedimiento de C.04.5 (art. 2 criterios de emparejamiento, 3 procedimiento de emparejamiento, 4 asignación de colores) no son públicos, y con esta lectura no se empareja ni se comprueba ninguna ronda hasta que lo sean (docs/systems/double-swiss-2026.md)
nopair-double-swiss-ds6 = se rechaza la ronda { $round } de { $planned }: la decide la excepción de [C7] y [C8] (C.04.5 art. 2.3.4, 2.3.5), y las fuentes públicas no coinciden en su alcance («excepto en la última ronda», MD; «las dos últimas rondas», la redacción del suizo por equipos): lectura DS-6. Aplicándolos da { $applied }; sin aplicarlos, { $unapplied }

## Un programa de emparejamiento externo (el `--pairer` del generador y de las campañas)
nopair-external-write = no se puede escribir { $file }: { $error }
nopair-text = { $text }
nopair-external-says = el programa de emparejamiento externo lo dice (salida 1) { $stderr }
nopair-external-failed = el programa de emparejamiento externo falló (salida { $code }): { $stderr }
nopair-external-no-list = el programa de emparejamiento externo no escribió lista de parejas: { $error }
nopair-external-list = la lista de parejas del programa de emparejamiento externo: { $error }

## La línea de órdenes
nopair-cli = { $file }: ronda { $round }: no existe ningún emparejamiento válido ({ $system }): { $reason }

## El generador: una ronda que no pudo emparejar
gen-round-error = ronda { $round }: { $error }
gen-round-unusable = ronda { $round }: emparejamiento inservible: { $reason }
gen-partial = arbitro: perfil { $profile }, semilla { $seed }: { $error }; { $file } contiene las rondas anteriores

## Las ediciones de un sistema que arbitro no implementa (un archivo con fechas de una de ellas, un --rules que la nombra)
editions-burstein-2026 = los textos de julio de 2025 y del «Índice» del sistema Burstein no están implementados (el texto original, cuyas fechas de vigencia no da ninguna fuente, sí: --rules burstein-original)
editions-burstein-original = los textos de julio de 2025 y del «Índice» del sistema Burstein no están implementados
editions-dubov = los textos de 2018 y 1997 del sistema Dubov no están implementados
editions-lim-2026 = el texto de 1999 del sistema Lim es lim-1999
editions-lim-1999 = el texto de 2026 del sistema Lim es lim-2026
editions-team = la edición de 2024 del sistema suizo por equipos (C.04.6, del 1 ago 2024 al 31 ene 2026) no está implementada: no se encontró su texto completo, y lo que se sabe de ella deja abiertos [C6] (art. 3.3.3 de 2024, 'maximise the number of remaining teams that can be legally paired in the following scoregroup'), su criterio de flotantes [C9] ('teams that float in consecutive rounds') y su desempate del BPE ('highest number of games') (docs/systems/swiss-team-2026.md)
editions-double-swiss = el sistema suizo doble existe solo desde el 1 de febrero de 2026 (C.04.5, aprobado el 28 de octubre de 2025)

## Un round robin que las tablas de Berger no pueden contener
rr-error-too-many = demasiados jugadores
rr-error-size = un round robin necesita de 2 a { $max } jugadores; hay { $players }
rr-error-cycles = { $reason }: un round robin es a una vuelta (1) o a doble vuelta (2)
rr-error-no-numbers = ningún sorteo de números de emparejamiento encaja con el archivo
rr-error-gap = los números iniciales de un round robin deben ir de 1 a { $count } sin huecos; hay un { $tpn } en el puesto { $place }

## Una lista de parejas (`blancas negras` por línea, `NI 0` para el BPE): qué falla y dónde
pairlist-at = línea { $line }, columna { $column }: { $what }
pairlist-not-a-number = se esperaba un número de emparejamiento; hay '{ $found }'
pairlist-not-a-pair = se esperaba 'blancas negras'; hay '{ $found }'
pairlist-zero = se esperaba un número de emparejamiento; hay 0
pairlist-twice = el jugador { $tpn } está emparejado dos veces
pairlist-second-bye = un segundo bye por emparejamiento
pairlist-count = la primera línea dice { $declared } parejas, pero siguen { $have }
