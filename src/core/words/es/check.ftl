# arbitro check (y la mesa del árbitro): por qué una ronda se aparta del emparejamiento de
# arbitro, la lista de comprobación, las tablas de round robin, la aceleración Bakú. Español,
# con los términos del Manual (seed 000, C.04.3): grupo de puntuación, flotante descendente,
# preferencia de color absoluta, bye por emparejamiento (BPE).

## Hallazgos
find-whose-file = el emparejamiento del archivo
find-pab-why-2017 = ya tuvo un bye por emparejamiento o una victoria por incomparecencia (C.04.1 d)
find-pab-why-2026 = ya tuvo un bye por emparejamiento o sumó los puntos de una victoria en una ronda sin jugar (C.04.1 art. 4)
find-pab-to-ineligible = { $whose } incumple { $code }: el bye por emparejamiento va a { $players }, que { $why }
find-rematch = los jugadores { $a } y { $b } ya se enfrentaron en la ronda { $round }
find-prohibited = los jugadores { $a } y { $b } no deben emparejarse (emparejamiento prohibido XXP/260)
find-same-absolute-preference = los jugadores { $a } y { $b } tienen los dos preferencia absoluta por { $colour } y ninguno aspira al primer puesto
find-violates = { $whose } incumple { $code } ({ $detail })
find-left-unpaired = el archivo deja sin emparejar { $count ->
    [one] al jugador
   *[other] a los jugadores
} { $players }, aunque participan en la ronda
find-paired-extra = el archivo empareja { $count ->
    [one] al jugador
   *[other] a los jugadores
} { $players }, a quienes arbitro no empareja (ausentes, retirados o con bye solicitado)
find-no-pairs = ninguno
find-pairs-list = { $pairs }
find-bracket = grupo de puntuación { $score }
find-bracket-collapsed = grupo de puntuación { $score } (A.9: grupo penúltimo o último grupo colapsado)
find-both-pairs = arbitro empareja { $ours }; el archivo empareja { $theirs }
find-counts = : archivo { $theirs }, arbitro { $ours }
find-worse = { $where }: el emparejamiento del archivo es peor en { $code } ({ $summary }{ $counted }) — { $pairs }
find-better = { $where }: el emparejamiento del archivo es mejor en { $code } ({ $summary }) — { $pairs }; arbitro debería haberlo encontrado: por favor, informe de esta ronda
find-order-ours = { $where }: iguales en todos los criterios; el emparejamiento de arbitro va antes en el orden de generación ({ $article }: transposiciones de S2, intercambios, elección de los jugadores bajados) — { $pairs }
find-order-theirs = { $where }: iguales en todos los criterios, y el emparejamiento del archivo va antes en el orden de generación ({ $article }) — { $pairs }; por favor, informe de esta ronda
find-nobody = nadie
find-player = { $tpn }
find-pab-candidate = { $tpn } (puntuación { $score }, { $unplayed ->
    [one] { $unplayed } ronda no jugada
   *[other] { $unplayed } rondas no jugadas
})
find-pab-candidate-ineligible = { $tpn } (puntuación { $score }, { $unplayed ->
    [one] { $unplayed } ronda no jugada
   *[other] { $unplayed } rondas no jugadas
}, no elegible)
find-bye-ineligible = el jugador al que el archivo lo da no puede recibir el BPE
find-bye-lowest-score = el BPE va a la puntuación más baja posible
find-bye-lowest-bracket = el BPE va a un jugador del grupo de puntuación más bajo que pueda completarse
find-bye-fewest-unplayed = entre ellos, el de menos partidas no jugadas
find-bye-equal = iguales en los criterios del bye; deciden el resto del emparejamiento y el orden de generación (normalmente el jugador de menor clasificación)
find-bye-one = exactamente un jugador recibe el BPE cuando el número de jugadores a emparejar es impar
find-bye-differs = el bye por emparejamiento es distinto: arbitro se lo da a { $ours }, el archivo a { $theirs }; { $rule }: { $why }
find-colours = mismas parejas, colores distintos en el tablero { $board }: la regla { $article } ({ $rule }) da blancas a { $white }
find-colours-engine = mismas parejas, colores distintos en el tablero { $board }: el archivo da blancas a { $theirs }; por la regla { $article } ({ $rule }) las blancas son para { $white } — el motor de arbitro se las da a { $ours }
find-no-pairing = arbitro no encuentra ningún emparejamiento válido ({ $reason }), pero el emparejamiento del archivo no incumple ningún criterio absoluto
find-no-dubov-pairing = arbitro no encuentra ningún emparejamiento Dubov válido ({ $reason })
# La desviación de un sistema: el detalle es una frase del catálogo del sistema, redactada en el mismo idioma.
find-dubov = { $detail }
find-no-team-pairing = arbitro no encuentra ningún emparejamiento por equipos (sistema suizo) válido ({ $reason })
# Lo mismo para las comprobaciones del suizo por equipos, suizo doble, Burstein y Lim.
find-no-double-swiss-pairing = arbitro no encuentra ningún emparejamiento suizo doble válido ({ $reason })
find-team = { $detail }
find-no-burstein-pairing = arbitro no encuentra ningún emparejamiento Burstein válido ({ $reason })
find-burstein = { $detail }
find-no-lim-pairing = arbitro no encuentra ningún emparejamiento Lim válido ({ $reason })
find-lim = { $detail }
find-table-no-round = la tabla de Berger no da ninguna ronda con la que comparar ({ $reason })
find-table-colours = la tabla da a { $white } blancas contra { $black }; la ronda tiene los colores al revés
find-table-pair = la tabla empareja a { $white } (blancas) con { $black }; la ronda no
find-table-bye = la tabla deja a { $ours } sin partida; la ronda deja a { $theirs }

## Reglas de asignación de colores (C.04.3 art. 5.2; 2017 E.1–E.5)
colour-both-preferences = respetar las dos preferencias de color
colour-stronger-preference = respetar la preferencia de color más fuerte
colour-alternate = alternar los colores respecto a la última ronda en que fueron distintos
colour-higher-ranked = respetar la preferencia de color del jugador mejor clasificado
colour-initial = el jugador mejor clasificado recibe el color inicial cuando su número inicial es impar

## Criterios del sistema holandés (C.04.3, texto de 2026; la redacción de 2017 donde difiere)
crit-c1 = dos jugadores no se enfrentarán más de una vez
crit-c2 = ningún bye por emparejamiento para quien ya tuvo uno o sumó una victoria sin jugar
crit-c3 = no se enfrentarán dos jugadores que no aspiran al primer puesto con la misma preferencia de color absoluta
crit-c4 = debe existir un emparejamiento que cumpla [C1]-[C3] para todos los jugadores aún no emparejados
crit-c5 = minimizar la puntuación del que recibe el bye por emparejamiento
crit-c6 = minimizar el número de flotantes descendentes (maximizar el número de parejas)
crit-c7 = minimizar las puntuaciones (en orden descendente) de los flotantes descendentes
crit-c8 = elegir los flotantes descendentes de modo que el siguiente grupo cumpla [C1]-[C7]
crit-c9 = minimizar las partidas no jugadas del que recibe el bye por emparejamiento
crit-c10 = minimizar los aspirantes al primer puesto o sus oponentes con una diferencia de color mayor que +2/-2
crit-c11 = minimizar los aspirantes al primer puesto o sus oponentes con el mismo color tres veces seguidas
crit-c12 = minimizar los jugadores que no obtienen su preferencia de color
crit-c13 = minimizar los jugadores que no obtienen su preferencia de color fuerte
crit-c14 = minimizar los flotantes descendentes residentes que ya bajaron la ronda anterior
crit-c15 = minimizar los oponentes de jugadores bajados (MDP) que ya subieron la ronda anterior
crit-c16 = minimizar los flotantes descendentes residentes que ya bajaron dos rondas antes
crit-c17 = minimizar los oponentes de jugadores bajados (MDP) que ya subieron dos rondas antes
crit-c18 = minimizar las diferencias de puntuación de los MDP que ya bajaron la ronda anterior
crit-c19 = minimizar las diferencias de puntuación de los oponentes de MDP que ya subieron la ronda anterior
crit-c20 = minimizar las diferencias de puntuación de los MDP que ya bajaron dos rondas antes
crit-c21 = minimizar las diferencias de puntuación de los oponentes de MDP que ya subieron dos rondas antes
crit-2017-c4 = en el grupo de puntuación penúltimo, elegir los flotantes descendentes de modo que la ronda pueda completarse
crit-2017-c7 = minimizar la diferencia de puntuación de emparejamiento (PSD, A.8)
crit-2017-c8 = elegir los flotantes descendentes para maximizar las parejas y luego minimizar la PSD en el grupo siguiente
crit-2017-c14 = minimizar los jugadores que reciben el mismo flotante descendente que en la ronda anterior
crit-2017-c15 = minimizar los jugadores que reciben el mismo flotante ascendente que en la ronda anterior
crit-2017-c16 = minimizar los jugadores que reciben el mismo flotante descendente que dos rondas antes
crit-2017-c17 = minimizar los jugadores que reciben el mismo flotante ascendente que dos rondas antes
crit-2017-c18 = minimizar las diferencias de puntuación de los jugadores que reciben el mismo flotante descendente que en la ronda anterior
crit-2017-c19 = minimizar las diferencias de puntuación de los jugadores que reciben el mismo flotante ascendente que en la ronda anterior
crit-2017-c20 = minimizar las diferencias de puntuación de los jugadores que reciben el mismo flotante descendente que dos rondas antes
crit-2017-c21 = minimizar las diferencias de puntuación de los jugadores que reciben el mismo flotante ascendente que dos rondas antes

## Ediciones, el color inicial, los veredictos de la comprobación
edition-dutch-2017 = Sistema holandés FIDE, edición de 2017 (C.04.3, 1 jul 2017 – 31 ene 2026)
edition-dutch-2026 = Sistema holandés FIDE, edición de 2026 (C.04.3, desde el 1 feb 2026)
colour-white = blancas
colour-black = negras
initial-boards = { $count ->
    [one] el tablero
   *[other] los tableros
} { $boards }
initial-boards-more = los tableros { $boards } y { $more } más
initial-from-flag = elegido con --initial-colour
initial-from-record-line = del registro { $record } (línea { $line })
initial-from-record = del registro { $record }
initial-inferred = deducido de la ronda { $round }, tablero { $board } (el número { $tpn } tuvo { $had }
initial-inferred-number = { $seen }; es el número { $number } entre los jugadores emparejados, así que { $article } le da { $gets })
initial-inferred-closed = { $seen })
initial-gets-initial = el color inicial
initial-gets-opposite = el color contrario
initial-default = ninguno en el archivo: blancas por defecto
initial-colour = color inicial: { $colour } para el número 1, { $from }
initial-conflict = { $choice }; la ronda { $round } no puede salir de un único color inicial: { $boards } de { $read } tienen los colores de { $colour } para el número 1 ({ $article })
check-rounds-from-file = número de rondas: no figura en el archivo (XXR / 142), así que se toman las { $rounds } rondas registradas: la ronda { $rounds } es la última (aspirantes al primer puesto, art. 1.8 / A.7)
check-read-as = jugador { $player }, ronda { $round }: { $meaning } ({ $written })
check-read-absent = ausente, no emparejado, cero puntos
check-read-pab = bye asignado por el sistema, un punto sin partida
check-read-half = bye de medio punto, no emparejado
check-read-blank = jugador { $player }: no emparejado en la(s) ronda(s) { $rounds } (casilla en blanco; TRF16: blanco ≡ Z)
check-proposed-round = la ronda { $round } está emparejada y no tiene resultados: se comprueba como la siguiente ronda propuesta, como `check --next` comprueba una propuesta (no se supone el número de rondas)
check-proposed-mark = siguiente ronda propuesta
check-round-unchecked = no comprobada: las casillas de la propia ronda son incoherentes
check-data-findings-head = los datos del propio archivo son incoherentes (los emparejamientos se comprueban igualmente):
check-data-summary = { $findings } incoherencias en los datos del propio archivo, { $unchecked } rondas sin comprobar
check-tiebreaks-unread = clasificación no comprobada: línea { $line }, columna { $column }: { $what }; los emparejamientos se comprueban
check-consistent = coherente
check-colours-differ = colores distintos
check-pab-differs = BPE distinto
check-pairs-differ = parejas distintas
check-no-pairing = ningún emparejamiento válido
note = nota: { $note }

## La clasificación comprobada con las columnas de puesto y de puntos del archivo
tb-from-flag = --tiebreaks
tb-from-record = registro { $code }
tb-from-record-line = registro { $code } (línea { $line })
tb-from-records = registro 212/202
sc-no-rank = ninguno
sc-points = jugador { $tpn } ({ $name }), línea { $line }, columna 81: la columna de puntos dice { $file }, los resultados dan { $computed }
sc-tied = empatados
sc-ahead = { $tpn } delante
sc-points-criterion = los puntos
sc-order = jugadores { $ahead } ({ $ahead-name }) y { $behind } ({ $behind-name }): el archivo los pone { $ahead-file } y { $behind-file } ({ $file-says }), arbitro { $ahead-rank } y { $behind-rank } ({ $ahead } delante): los separa { $criterion }, { $ahead-value } para { $ahead } frente a { $behind-value } para { $behind }
sc-rank = el puesto { $rank }
sc-rank-range = un puesto de { $first } a { $last }
sc-rank-differs = jugador { $tpn } ({ $name }), línea { $line }, columna 86: el puesto del archivo es { $file }, arbitro da { $places }
sc-no-rank-column = la columna de puestos del archivo (001, columnas 86–89) está en blanco: no se comparan los puestos

## Round robin: las tablas de Berger (C.05 anexo 1)
rr-cycles-flag = --cycles { $cycles }
rr-record-092 = el registro 092 indica { $kind }
rr-planned-rounds = el archivo prevé { $rounds } rondas (142 / XXR), más de una vuelta de { $per }
rr-recorded-rounds = el archivo registra { $rounds } rondas, más de una vuelta de { $per }
rr-single-cycle = una sola vuelta: el archivo no tiene más de { $per } rondas
rr-from-profile = el perfil
rr-numbers-inferred = números de sorteo deducidos de las { $rounds } rondas registradas (ningún registro da el sorteo y los números iniciales no siguen la tabla): número inicial→número de sorteo { $moved }
rr-numbers-ambiguous = las rondas registradas encajan con más de un sorteo; se usa el primero encontrado (los números iniciales lo decidirían)
rr-last-two-reversed = las rondas { $a } y { $b } de la primera vuelta se juegan en orden inverso, como recomienda el anexo (13.17.2)
rr-last-two-in-order = las rondas { $a } y { $b } de la primera vuelta se juegan en el orden de la tabla (el anexo recomienda invertirlas, 13.17.2; una recomendación, no un desvío)
rr-no-game = sin partida
rr-game = { $white }–{ $black }
rr-no-game-for = sin partida para { $tpn } ({ $code })
rr-blank = en blanco
rr-no-such-round = ronda { $round }: la tabla no tiene esa ronda (el torneo tiene { $rounds } rondas); el archivo empareja { $games } partidas
rr-colours = ronda { $round }, tablero { $board }: la tabla da { $white }–{ $black }, el archivo { $black }–{ $white }
rr-no-game-recorded = ronda { $round }, tablero { $board }: la tabla da { $white }–{ $black }; el archivo no registra partida ({ $first }, { $second }) — C.05 6.6 indica las partidas no jugadas de un jugador retirado con «-» y las de su oponente con «+»
rr-and = { $first } y { $second }
rr-opponents = ronda { $round }, tablero { $board }: la tabla da { $white }–{ $black }, el archivo { $seen }
rr-rest = ronda { $round }, tablero { $board }: la tabla deja a { $tpn } sin partida (emparejado con el ficticio { $dummy }), el archivo { $white }–{ $black }
rr-out-of-order = ronda { $round }: el archivo juega aquí la ronda { $table-round } de la vuelta { $cycle } de la tabla, no la ronda { $expected }: las rondas no siguen el orden de la tabla
rr-head = { $file }: round robin, { $players } jugadores, tabla de Berger de { $odd }/{ $size } ({ $cycles ->
    [one] { $cycles } vuelta
   *[other] { $cycles } vueltas
}: { $reason })
rr-system-record = el sistema de todos contra todos (C.05 Anexo 1): { $by }
rr-numbers-identity = números de sorteo: los números iniciales (registro 001) siguen la tabla
rr-table-round = {" "}(ronda { $table-round } de la tabla{ $cycle }{ $reversed ->
    [yes] , colores invertidos
   *[no] {""}
})
rr-cycle = , vuelta { $cycle }
rr-round = Ronda { $round }{ $table-round }: { $verdict }
rr-follows = sigue la tabla
rr-departures = { $count ->
    [one] { $count } desvío
   *[other] { $count } desvíos
}
rr-all-follow = Las { $rounds } rondas siguen la tabla de Berger (C.05 5.1, anexo 1).
rr-some-depart = { $bad } de { $rounds } rondas se apartan de la tabla de Berger (C.05 5.1, anexo 1).

## La lista de comprobación antes de una ronda (los "FORMATOS DE LISTADO DE CHEQUEO" del Manual)
checklist-title = Lista de comprobación antes de la ronda { $round } ({ $edition })
checklist-colours = Colores
checklist-not-paired = (no se empareja: bye o ausente)
checklist-legend = Colores: B blancas, N negras. NI: número inicial; DC: diferencia de color. Pref: BBB/NNN absoluta (las dos condiciones), BB/NN absoluta (diferencia de color), B1/N1 y B/N absoluta (dos veces el mismo color), (B)/(N) fuerte, (b)/(n) leve, A ninguna. -1R/-2R flotante en la última/penúltima ronda: ▼ descendente, ▲ ascendente. [X] no puede recibir el bye por emparejamiento (BPE). P-n: rival de hace n partidas. * puntuación de emparejamiento con puntos ficticios.

## El informe de texto de check
check-round-word = ronda
check-boards-head = mesa   arbitro       archivo
check-same-boards = { $count ->
    [one] { $count } mesa más igual en los dos
   *[other] { $count } mesas más iguales en los dos
}
check-pairings-skipped = emparejamientos no comprobados (--only standings)
check-all-consistent = { $count ->
    [one] la ronda es coherente
   *[other] las { $count } rondas son coherentes
}
check-rounds-differ = { $bad } de { $count } rondas difieren
check-standings-consistent = clasificación coherente
check-standings-differences = { $count ->
    [one] { $count } diferencia en la clasificación
   *[other] { $count } diferencias en la clasificación
}
check-no-tiebreaks = ninguno (solo puntos)
check-standings-head = clasificación tras la ronda { $rounds } — desempates { $list } ({ $source })
check-note = nota: { $note }
check-ranks-consistent = puestos y puntos coherentes
check-figure-of = { $criterion } de { $tpn }
rr-pair-heading = round robin, tabla de Berger de { $odd }/{ $size } (C.05 anexo 1); { $cycles ->
    [one] { $cycles } vuelta
   *[other] { $cycles } vueltas
}: { $reason }
rr-pair-table-round = Ronda de la tabla { $table-round }{ $cycle }{ $reversed ->
    [yes] , colores invertidos
   *[no] {""}
}
rr-pair-white = Blancas (n.º nombre #número)
rr-pair-dummy = sin partida (emparejado con el ficticio { $dummy })
rr-pair-absent = el jugador { $player } está ausente en la ronda { $round } ({ $code }){ $game }; la tabla se mantiene (C.05 6.4, 6.6: «-» para él, «+» para el rival)
rr-pair-absent-game = : la partida { $white }–{ $black } se pierde por incomparecencia
rr-berger-cycles = --cycles { $cycles }: un round robin tiene 1 o 2 vueltas
rr-berger-round = --round { $round }: la tabla tiene las rondas 1 a { $rounds }
rr-berger-head = Tabla de Berger de { $odd }/{ $size } jugadores (C.05 anexo 1){ $dummy ->
    [0] {""}
   *[other] ; { $dummy } es el ficticio: quien se empareja con él no juega
}{ $double ->
    [yes] ; doble vuelta: las dos últimas rondas de la primera vuelta intercambiadas (13.17.2), la segunda vuelta con los colores invertidos
   *[no] {""}
}
rr-berger-round-letter = R
varma-federation = --federations: elemento { $item }: se esperaba un código FIDE de tres letras, se encontró «{ $found }»
varma-head = Sorteo Varma para { $players } jugadores (C.05 5.3, anexo 2; tabla de Berger { $odd }/{ $size })
varma-envelope = sobre { $letter }
varma-left-over = sobrante
varma-number = número { $number }
varma-order = Orden del sorteo (punto 2 del anexo: primero la federación más numerosa, después el código FIDE; nombres por orden alfabético){ $by-lot ->
    [yes] ; números sorteados a partir de la semilla
   *[no] ; números en orden ascendente — dentro de un sobre el número se sortea
}
varma-meeting = { $federation }: { $a } y { $b } se enfrentan en la ronda { $round }{ $last-three ->
    [yes] {" "}(una de las tres últimas rondas)
   *[no] {""}
}
varma-check-head = { $file }: los números iniciales como números sorteados, comprobados con los grupos Varma (C.05 5.2-5.3, anexo 2)
varma-check-holds = Los jugadores de cada federación tienen números de un mismo grupo y no se enfrentan en las tres últimas rondas.
varma-check-departs = El sorteo se aparta de las restricciones Varma.
varma-no-envelope = { $federation }: no queda sobre para { $count } jugadores; sortean entre los números sobrantes
varma-too-many = { $federation }: { $count } jugadores, más de los que caben en el sobre { $letter } ({ $holds }); los otros { $other } sortean como un contingente más
varma-split = { $federation }: los números { $numbers } están en { $groups } grupos; un contingente de { $count } cabe en un sobre (anexo 2, punto 3)
varma-late-meeting = { $federation }: { $a } y { $b } se enfrentan en la ronda { $round }, una de las tres últimas rondas (C.05 5.2)
