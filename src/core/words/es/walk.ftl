# arbitro pair --walkthrough: la ronda emparejada paso a paso en el procedimiento del texto (sistema
# Burstein, C.04.4.2 2026; suizo por equipos, C.04.6 2026; Dubov, C.04.4.1 2026). Español, con los
# términos del Manual: grupo de puntuación, flotante, bye por emparejamiento (BPE), número inicial,
# color inicial, preferencia de color; en Dubov además flotante ascendente, ARO, S1/G1/G2/T2, transposición.

## Listas y palabras sueltas
walk-none = ninguno
walk-list = { $first }, { $rest }
walk-list-more = { $list } … y { $count } más
walk-tpn = { $tpn }
walk-pair = { $a }–{ $b }
walk-concat = { $first }{ $rest }
walk-letter-white = B
walk-letter-black = N
walk-score = { $score }
walk-white = blancas
walk-black = negras

## Encabezados
walk-title = Emparejamiento paso a paso de la ronda { $round } — { $heading }
walk-h-round = La ronda
walk-h-pab = El bye por emparejamiento (3.1)
walk-h-bracket = Grupo { $score } (3.2)
walk-h-colours = Colores (5.2)
walk-h-pairing = El emparejamiento
walk-pab-line = BPE: { $tpn }
walk-burstein-seeding-dutch = Sistema holandés FIDE, edición de 2026 (C.04.3), para la ronda de siembra (C.04.4.2 1.6)

## La ronda
walk-seeding = la ronda { $round } es de siembra: las { $seeding } primeras rondas de { $planned } (la mitad de las rondas, cuatro como máximo) se emparejan por el sistema FIDE (holandés) vigente: el emparejamiento de abajo es el del sistema holandés
walk-after-seeding = han terminado las { $seeding } rondas de siembra de { $planned }: los jugadores se ordenan por el Índice
walk-players = { $count } jugadores por emparejar en la ronda { $round }; grupos de puntuación (puntos y jugadores): { $groups }
walk-group = { $score } ({ $count })
walk-initial-colour = color inicial: { $colour }

## El BPE
walk-pab-barred = número impar de jugadores: uno recibe el bye por emparejamiento. Excluidos (un BPE o una victoria sin jugar antes): { $list }
walk-pab-order = los demás por menor puntuación, más partidas jugadas y peor puesto en la clasificación de 1.8 (Buchholz, Sonneborn-Berger): { $list }
walk-pab-candidate = { $tpn } ({ $score }, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, Buchholz { $bh }, SB { $sb })
walk-pab-gets = { $tpn } recibe el BPE: los demás jugadores pueden emparejarse todos
walk-pab-not = { $tpn } no: sin este jugador los demás no pueden emparejarse todos

## Un grupo
walk-bracket = grupo de puntuación de { $score } puntos: { $residents ->
    [one] { $residents } residente
   *[other] { $residents } residentes
}, ningún flotante entrante
walk-bracket-floaters = grupo de puntuación de { $score } puntos: { $residents ->
    [one] { $residents } residente
   *[other] { $residents } residentes
} y los flotantes entrantes { $incoming }
walk-floater = { $tpn } ({ $score })
walk-bsn = el grupo numerado por el Índice (número secuencial del grupo, NSG) — Buchholz, después Sonneborn-Berger (SB), después número inicial: { $list }
walk-bsn-item = NSG { $bsn }: { $tpn } ({ $score }; Buchholz { $bh }, SB { $sb })
walk-c5 = como máximo { $pairs ->
    [one] { $pairs } pareja
   *[other] { $pairs } parejas
} en el grupo sin impedir que se emparejen todos los que quedan: { $floaters ->
    [one] { $floaters } flotante saliente
   *[other] { $floaters } flotantes salientes
}
walk-c6 = las puntuaciones de los flotantes salientes, tan bajas como se puede: { $list }
walk-c7 = los flotantes salientes se eligen para que el grupo siguiente ({ $score }) se empareje lo mejor posible: { $pairs ->
    [one] { $pairs } pareja
   *[other] { $pairs } parejas
} en él
walk-c7-last = no hay grupo de puntuación por debajo: los flotantes bajan a emparejarse con los jugadores restantes
walk-c8 = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
} sin su preferencia de color, los menos posibles
walk-order-meets = el NSG { $bsn } ({ $tpn }) juega con el NSG { $obsn } ({ $otpn }), el mayor NSG libre que mantiene el mejor emparejamiento
walk-order-floats = el NSG { $bsn } ({ $tpn }) baja como flotante (un jugador virtual, NSG 0, 4.2)
walk-order-after = { $choice }; descartados: { $passed }
walk-passed = NSG { $bsn } ({ $tpn }) { $why }
walk-passed-float = bajar como flotante { $why }
walk-why-met = ya se enfrentaron [C1]
walk-why-absolute = ambos deben llevar { $colour } [C3]
walk-why-prohibited = un emparejamiento que el árbitro prohibió
walk-why-worse = peor en [{ $code }]
walk-bracket-done = parejas { $pairs }; flotantes salientes { $floaters }

## Colores
walk-colour-board = mesa { $board }: { $white } blancas, { $black } negras — { $why }
walk-colour-initial-odd = ninguno ha jugado; el mejor clasificado, { $tpn }, tiene número inicial impar y recibe el color inicial
walk-colour-initial-even = ninguno ha jugado; el mejor clasificado, { $tpn }, tiene número inicial par y recibe el color contrario al inicial
walk-colour-both = se respetan las dos preferencias de color
walk-colour-stronger = se respeta la preferencia de color más fuerte, la de { $tpn }
walk-colour-alternate = ambos quieren el mismo color con la misma fuerza; se alterna desde la última ronda en que sus colores fueron distintos
walk-colour-higher = ambos quieren el mismo color con la misma fuerza y el mismo historial; el mejor clasificado (1.8), { $tpn }, recibe el color que prefiere
walk-colour-original-limit = un color que uno de los jugadores debe recibir (diferencia de color de dos, o el mismo color dos veces seguidas)
walk-colour-original-equalise = el jugador con más diferencia entre blancas y negras recibe el color debido

## El sistema Burstein, edición original (C.04.4.2 con Sonneborn-Berger, Buchholz, Media)
walk-o-h-pab = El bye por emparejamiento (4)
walk-o-h-group = Grupo de puntuación { $score } (3.2, 6)
walk-o-h-colours = Colores (5)
walk-o-imaginary = rondas 1 y 2: se añade un punto virtual a la puntuación de cada jugador de la mitad superior de la lista inicial, números iniciales { $first } a { $last } ({ $half } de { $count }); cuenta para los grupos de puntuación, no para las puntuaciones de los rivales en el SB ni en el Buchholz (B-O-1, B-O-8)
walk-o-imaginary-declared = el fichero declara su propia aceleración (XXA / 250): se aplica en lugar del punto virtual (B-O-1)
walk-o-imaginary-deducted = el punto virtual de las rondas 1 y 2 se ha deducido: los grupos de puntuación se forman con las puntuaciones reales
walk-o-players = { $count } jugadores por emparejar en la ronda { $round }; grupos de puntuación (puntos y jugadores): { $groups }
walk-o-bracket = grupo de puntuación de { $score } puntos: { $residents ->
    [one] { $residents } jugador
   *[other] { $residents } jugadores
}, ningún flotante de otro grupo de puntuación
walk-o-bracket-floaters = grupo de puntuación de { $score } puntos: { $residents ->
    [one] { $residents } jugador
   *[other] { $residents } jugadores
} y los flotantes de otro grupo de puntuación { $incoming }
walk-o-order-rule = en cada grupo de puntuación los jugadores se numeran 1, 2, … por Sonneborn-Berger (SB), después Buchholz, después Media, después valoración, de mayor a menor, y después el menor número inicial (B-O-4); la ronda sin partida de un rival cuenta como tablas, la propia como una partida contra un rival virtual (B-O-2); la Media descarta al rival más alto y al más bajo (B-O-3)
walk-o-initial-colour = el color del n.º 1 en la primera ronda, decidido por sorteo: { $colour }
walk-o-pab-barred = número impar de jugadores: uno recibe el bye por emparejamiento. Excluidos, por haber recibido ya un punto sin jugar (un bye por emparejamiento o una victoria por incomparecencia): { $list }
walk-o-pab-order = los demás desde el grupo de puntuación más bajo, después el menor SB, Buchholz, Media y valoración, después el mayor número inicial (B-O-5): { $list }
walk-o-pab-candidate = { $tpn } ({ $score }; SB { $sb }, Buchholz { $bh }, Media { $median }, valoración { $rating })
walk-o-pab-gets = { $tpn } recibe el bye por emparejamiento: los demás jugadores pueden emparejarse todos
walk-o-pab-not = { $tpn } no: sin este jugador los demás no pueden emparejarse todos
walk-o-numbered = el grupo de puntuación numerado según 3.2 — SB, después Buchholz, Media, valoración: { $list }
walk-o-item = n.º { $n }: { $tpn } ({ $score }; SB { $sb }, Buchholz { $bh }, Media { $median }, valoración { $rating })
walk-o-item-imaginary = n.º { $n }: { $tpn } ({ $score } con el punto virtual; SB { $sb }, Buchholz { $bh }, Media { $median }, valoración { $rating })
walk-o-c5 = el grupo de puntuación se empareja tan completo como lo permiten todos los que quedan: { $pairs ->
    [one] { $pairs } pareja
   *[other] { $pairs } parejas
}, { $floaters ->
    [one] { $floaters } jugador que queda y flota al siguiente grupo de puntuación
   *[other] { $floaters } jugadores que quedan y flotan al siguiente grupo de puntuación
}
walk-o-c6 = las puntuaciones de los que quedan, tan bajas como se puede (un jugador que ha flotado desde otro grupo de puntuación no vuelve a flotar): { $list }
walk-o-c7 = los flotantes se eligen para que encuentren rival en el siguiente grupo de puntuación ({ $score }): { $pairs ->
    [one] { $pairs } pareja
   *[other] { $pairs } parejas
} en él
walk-o-order-meets = el n.º { $bsn } ({ $tpn }) juega con el n.º { $obsn } ({ $otpn }), el más bajo del grupo de puntuación que queda libre y mantiene la mejor combinación
walk-o-order-floats = el n.º { $bsn } ({ $tpn }) queda sin pareja y flota al siguiente grupo de puntuación (F en la tabla de 6.4)
walk-o-passed = n.º { $bsn } ({ $tpn }) { $why }
walk-o-why-met = ya han jugado entre sí (3.1)
walk-o-why-absolute = ambos deben llevar { $colour } (5.2, 5.3)
walk-o-worse-c4 = los jugadores restantes no podrían entonces emparejarse todos (6.6)
walk-o-worse-c5 = el grupo de puntuación no podría entonces emparejarse tan completo (6.1, 6.3)
walk-o-worse-c6 = flotaría entonces una puntuación más alta, o un jugador que ya ha flotado (6.3)
walk-o-worse-c7 = los flotantes encontrarían entonces menos rivales en el siguiente grupo de puntuación (6.6)
walk-o-worse-c8 = menos jugadores recibirían entonces su color debido (6.5)
walk-o-bracket-done = la combinación elegida: parejas { $pairs }; flotan al siguiente grupo de puntuación { $floaters }
walk-o-colour-lot-odd = ninguno ha jugado; el mejor situado (más puntos, después el menor número), { $tpn }, tiene número impar y recibe el color del n.º 1 (B-O-7)
walk-o-colour-lot-even = ninguno ha jugado; el mejor situado (más puntos, después el menor número), { $tpn }, tiene número par y recibe el color contrario al del n.º 1 (B-O-7)
walk-o-colour-alternate = ambos deben recibir el mismo color y tienen la misma diferencia entre blancas y negras; se alterna desde la última ronda en que sus colores fueron distintos (5.4 (3))
walk-o-colour-higher = ambos deben recibir el mismo color y tienen el mismo historial; el primero por SB, Buchholz, Media y valoración, { $tpn }, recibe el color debido (5.4 (4)-(5))

## El sistema suizo por equipos (C.04.6 2026)
walk-team-h-preferences = Preferencias de color (1.6, 1.7)
walk-lex-h-pab = El bye por emparejamiento (3.4)
walk-lex-h-bracket = Grupo de puntuación superior { $score } (3.5, 3.6)
walk-lex-h-colours = Colores (4)
walk-team-teams = { $count } equipos por emparejar en la ronda { $round }; grupos de puntuación (puntos y equipos): { $groups }
walk-team-type-a = preferencias de color de tipo A (simples)
walk-team-type-b = preferencias de color de tipo B (fuertes y leves)
walk-team-type-none = la competición no usa preferencias de color
walk-team-last-two = una de las dos últimas rondas: [C7] y [C10] no se aplican
walk-team-pref-item = equipo { $tpn }: colores { $colours }, diferencia de color { $cd } — { $pref }
walk-team-pref-none = sin preferencia de color
walk-team-pref = prefiere { $colour }
walk-team-pref-strong = prefiere { $colour }, con preferencia fuerte
walk-team-pab-barred = número impar de equipos: uno recibe el bye por emparejamiento. Excluidos (un BPE o una victoria sin jugar antes): { $list }
walk-lex-pab-order = los demás por menor puntuación, más encuentros jugados y mayor número inicial: { $list }
walk-lex-pab-candidate = { $tpn } ({ $score }, { $matches ->
    [one] { $matches } encuentro
   *[other] { $matches } encuentros
})
walk-team-pab-gets = { $tpn } recibe el BPE: los demás equipos pueden emparejarse todos
walk-team-pab-not = { $tpn } no: sin este equipo los demás no pueden emparejarse todos
walk-team-top = grupo de puntuación superior de { $score } puntos: equipos { $members }; posibles flotantes ascendentes, por puntuación y número inicial: { $pool }
walk-team-no-upfloater = ningún flotante ascendente: el grupo superior se empareja entre sí, y los equipos de abajo también
walk-lex-upfloaters = { $count ->
    [one] { $count } flotante ascendente
   *[other] { $count } flotantes ascendentes
}, los menos que permiten emparejar legalmente a todos
walk-lex-c5 = las puntuaciones de los flotantes ascendentes, tan altas como se puede: { $list }
walk-lex-set = el primer conjunto en el orden de 3.5.3–3.5.4 mejor según [C6] ({ $c6 }) y [C7] ({ $c7 }): { $set } ({ $examined ->
    [one] { $examined } conjunto examinado
   *[other] { $examined } conjuntos examinados
})
walk-lex-set-cut = el mejor conjunto hallado según [C6] ({ $c6 }) y [C7] ({ $c7 }) al detenerse la búsqueda en { $examined } conjuntos: { $set }
walk-team-identifier = el primer identificador mejor según [C8] ({ $c8 }), [C9] ({ $c9 }) y [C10] ({ $c10 }): { $identifier }
walk-lex-pairs = parejas (primero el miembro superior): { $pairs }
walk-team-colour-board = mesa { $board }: { $white } blancas, { $black } negras (primer equipo { $first }, 4.2) — { $why }
walk-team-colour-one = solo { $tpn } tiene preferencia de color: se respeta
walk-team-colour-strong = solo { $tpn } tiene preferencia fuerte: se respeta
walk-team-colour-cd = blancas para { $tpn }, la menor diferencia de color ({ $cd } frente a { $other })
walk-team-colour-first-pref = se respeta la preferencia de color del primer equipo, { $tpn }
walk-team-colour-first-last = se alterna el color del primer equipo, { $tpn }, respecto a su último encuentro
walk-team-colour-other-last = se alterna el color del otro equipo, { $tpn }, respecto a su último encuentro

## El sistema Lim (C.04.4.3)
walk-lim-h-pab = El bye por emparejamiento (1.1)
walk-lim-h-above = Grupo de puntuación { $score }, por encima del grupo mediano: en sentido descendente (2.2)
walk-lim-h-below = Grupo de puntuación { $score }, por debajo del grupo mediano: en sentido ascendente (2.2)
walk-lim-h-median = El grupo mediano, { $score }: el último, en sentido descendente (2.2)
walk-lim-h-enlarged = El grupo mediano ampliado (2.6)
walk-lim-h-colours = Colores (5.3–5.6, 7.2)
walk-lim-median = el grupo mediano es el de { $score } puntos (la mitad de las rondas disputadas): se empareja desde el grupo superior hacia abajo, después desde el grupo inferior hacia arriba y por último el grupo mediano
walk-lim-pab-barred = número impar de jugadores: uno recibe el bye por emparejamiento. Excluidos por las reglas básicas (ya tuvieron un bye o una victoria sin jugar): { $list }
walk-lim-pab-gets = { $tpn } ({ $score }) recibe el bye: el jugador de clasificación más baja del grupo de puntuación más bajo que puede recibirlo, y los demás pueden emparejarse todos
walk-lim-stage-above = por encima del grupo mediano, en sentido descendente
walk-lim-stage-below = por debajo del grupo mediano, en sentido ascendente
walk-lim-stage-median = el grupo mediano, en sentido descendente
walk-lim-group = grupo de puntuación de { $score } puntos ({ $stage }): jugadores del grupo { $residents }; flotantes descendentes recibidos { $down }; flotantes ascendentes recibidos { $up }
walk-lim-lone = { $tpn } no tiene adversario compatible en el grupo (ya jugó con todos, o los límites de color de 2.1): se transfiere antes de emparejar el grupo
walk-lim-no-floater = ningún flotante: todos tienen adversario compatible y el grupo puede emparejarse tal como está
walk-lim-needed = { $count ->
    [one] { $count } jugador debe flotar
   *[other] { $count } jugadores deben flotar
} para que los demás puedan emparejarse; colores que corresponden en el grupo: { $majority }
walk-lim-majority = a más jugadores les corresponde { $colour }: un jugador con { $colour } tiende a igualar los colores
walk-lim-majority-none = tantos con blancas como con negras
walk-lim-preference = los candidatos por orden de preferencia: flotante del tipo d antes que c, b, a (3.9); no uno que flotó la ronda anterior (3.10); el que tiende a igualar los colores (3.2); después { $rank }
walk-lim-lowest = el de menor clasificación
walk-lim-highest = el de mayor clasificación
walk-lim-candidate-taken = { $tpn }: tipo { $kind } de 3.9{ $notes } — flota
walk-lim-candidate-passed = { $tpn }: tipo { $kind } de 3.9{ $notes } — descartado, los demás no podrían emparejarse sin más flotantes (4.4)
walk-lim-notes = ; { $list }
walk-lim-no-notes = {""}
walk-lim-floated-last = flotó la ronda anterior
walk-lim-off-colour = le corresponde el color minoritario
walk-lim-float-down = { $count ->
    [one] el flotante { $list } se transfiere al siguiente grupo inferior
   *[other] los flotantes { $list } se transfieren al siguiente grupo inferior
}
walk-lim-float-up = { $count ->
    [one] el flotante { $list } se transfiere al siguiente grupo superior
   *[other] los flotantes { $list } se transfieren al siguiente grupo superior
}
walk-lim-median-floaters = los flotantes de arriba y de abajo se incorporan al grupo mediano, que se empareja en sentido descendente
walk-lim-floater-order = los flotantes recibidos se emparejan primero, en este orden: { $list }
walk-lim-clashes-none = el emparejamiento que queda da a cada jugador el color que le corresponde (segunda revisión)
walk-lim-clashes = { $count ->
    [one] { $count } pareja de jugadores con el mismo color debido es inevitable
   *[other] { $count } parejas de jugadores con el mismo color debido son inevitables
} (segunda revisión: las menos que el grupo permite)
walk-lim-scrutiny-floater = el flotante { $tpn } (le corresponde { $due }) se empareja con el jugador de preferencia de color contrario, { $rank } primero: { $text }
walk-lim-scrutiny-down = mitad superior { $s1 } contra mitad inferior { $s2 }: se revisa el de mayor clasificación, { $tpn }; el adversario de menor clasificación se cambia en el orden de las tablas de intercambio: { $text }
walk-lim-scrutiny-up = mitad superior { $s1 } contra mitad inferior { $s2 }: se revisa el de menor clasificación, { $tpn }; el adversario de mayor clasificación se cambia en el orden de las tablas de intercambio: { $text }
walk-lim-meets = { $tpn } juega con { $opponent }
walk-lim-after = { $kept } (descartados antes: { $refused })
walk-lim-refused = { $tpn } ({ $why })
walk-lim-why-met = ya jugaron entre sí, 2.1
walk-lim-why-limits = los límites de color, 2.1, 5.1 (a)–(b)
walk-lim-why-colour = a ambos les corresponde { $colour } y hay un emparejamiento que da a más jugadores su color, 5.2
walk-lim-why-stuck = el resto del grupo no podría emparejarse, 2.1
walk-lim-why-colour-rest = el resto del grupo solo podría emparejarse con más parejas de jugadores a los que corresponde el mismo color que en el emparejamiento elegido, 5.2
walk-lim-undone-above = el grupo mediano no puede emparejarse: se deshace la pareja { $a }–{ $b } de los grupos superiores y sus jugadores se incorporan al grupo mediano como flotantes
walk-lim-undone-below = el grupo mediano no puede emparejarse: se deshace la pareja { $a }–{ $b } de los grupos inferiores y sus jugadores se incorporan al grupo mediano como flotantes
walk-lim-colour-lot = ninguno ha jugado: el de mayor clasificación lleva el color del jugador 1 si su número es impar, el otro si es par
walk-lim-colour-due = cada uno recibe el color que le corresponde (o lo recibe el único que tiene preferencia)
walk-lim-colour-must = a ambos les corresponde el mismo color; uno de ellos debe recibirlo (límites de color)
walk-lim-colour-history = a ambos les corresponde el mismo color: decide la primera ronda, hacia atrás, en que sus colores fueron distintos
walk-lim-colour-balance = a ambos les corresponde el mismo color, a uno para igualar sus colores y al otro solo para alternar: lo recibe el primero (lectura L-21a)
walk-lim-colour-rank = a ambos les corresponde el mismo color con la misma historia: lo recibe el de mayor clasificación (en el grupo mediano o por encima)
walk-lim-colour-rank-below = a ambos les corresponde el mismo color con la misma historia: lo recibe el de menor clasificación (por debajo del grupo mediano)

## El sistema Dubov (C.04.4.1 2026)
walk-dubov-h-bracket = Grupo de puntuación { $score } (3.2)
walk-dubov-players = { $count } jugadores por emparejar en la ronda { $round }: grupos de puntuación { $groups }
walk-dubov-maxt = MaxT = { $maxt } (2 + rondas/5, redondeado hacia abajo)
walk-dubov-maxt-last = MaxT = { $maxt }; es la última ronda: [C8]–[C10] no se aplican
walk-dubov-pab-order = los demás por menor puntuación, más partidas jugadas y mayor número inicial: { $list }
walk-dubov-pab-candidate = { $tpn } ({ $score }, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
walk-dubov-pab-not = { $tpn } no: sin este jugador los demás no pueden emparejarse todos
walk-dubov-strength-none = ninguna
walk-dubov-strength-mild = leve
walk-dubov-strength-strong = fuerte
walk-dubov-strength-absolute = absoluta
walk-dubov-pref = preferencia { $strength } por { $colour }
walk-dubov-who = { $tpn } ({ $score }, { $pref }, ARO { $aro })
walk-dubov-who-unplayed = { $tpn } ({ $score }, sin partidas jugadas)
walk-dubov-numbered = #{ $n } { $tpn }
walk-dubov-bracket = grupo de puntuación de { $score } puntos: residentes { $residents }
walk-dubov-no-upfloater = no hace falta ningún flotante ascendente: los residentes se emparejan legalmente entre sí, y los jugadores de abajo también
walk-dubov-upfloaters = { $count ->
    [one] hace falta { $count } flotante ascendente
   *[other] hacen falta { $count } flotantes ascendentes
} para emparejar legalmente a los residentes
walk-dubov-pool = los posibles flotantes ascendentes, numerados por puntuación descendente y número inicial ascendente: { $list }
walk-dubov-pool-item = #{ $n } { $tpn } ({ $score })
walk-dubov-no-set = no se ha hallado ningún conjunto legal entre los examinados: se toman los primeros de la lista
walk-dubov-sets-cut = más de { $limit } conjuntos de flotantes ascendentes en un mismo nivel de puntuación: solo se han examinado los primeros { $limit } en el orden de 4.2
walk-dubov-c6 = las puntuaciones más altas para los flotantes ascendentes: { $scores }; { $sets ->
    [one] { $sets } conjunto
   *[other] { $sets } conjuntos
} de { $k } con esas puntuaciones { $sets ->
    [one] se empareja
   *[other] se emparejan
} legalmente (4.2.3)
walk-dubov-set = {"{"}{ $set }{"}"}: [C7] { $c7 } [C8] { $c8 } [C9] { $c9 } [C10] { $c10 }
walk-dubov-set-bound = {"{"}{ $set }{"}"}: [C7] como mínimo { $c7 } [C8] { $c8 } [C9] { $c9 } [C10] { $c10 }, no mejora
walk-dubov-sets-stop = todos los criterios a 0: { $count ->
    [one] el otro conjunto no puede emparejar mejor
   *[other] los otros { $count } conjuntos no pueden emparejar mejor
}
walk-dubov-sets = los conjuntos en el orden de 4.2: { $list }
walk-dubov-chosen = { $count ->
    [one] flotante ascendente
   *[other] flotantes ascendentes
}: { $list } — el primer conjunto en el orden de 4.2 que mejor se empareja ([C7] { $c7 }, [C8] { $c8 }, [C9] { $c9 }, [C10] { $c10 })
walk-dubov-g-unplayed = nadie del grupo ha jugado: G1 es la primera mitad por número inicial ({ $g1 }), G2 el resto ({ $g2 })
walk-dubov-g = G1, los que buscan blancas: { $g1 }; G2, los demás: { $g2 }
walk-dubov-no-shift = sin transferencias: G1 y G2 tienen el mismo tamaño y se emparejan entre sí con el menor número de jugadores sin su preferencia de color ([C7])
walk-dubov-shift = los que buscan { $colour }, numerados desde el centro (4.3.2–4.3.3): { $order }; transferidos a { $to }: { $shifted } (el primer conjunto en el orden de 4.3 que se empareja legalmente con el menor número de jugadores sin su preferencia de color)
walk-dubov-g-now = G1 queda { $g1 }; G2 queda { $g2 }
walk-dubov-s1 = S1, G1 por ARO ascendente y después número inicial: { $list }
walk-dubov-aro = { $tpn } (ARO { $aro })
walk-dubov-g2 = G2 por número inicial ascendente: { $list }
walk-dubov-passed = { $a }–{ $b } ({ $why })
walk-dubov-rest-unpaired = el resto de S1 no podría emparejarse
walk-dubov-passed-over = emparejamientos descartados en el orden de 4.4: { $list }
walk-dubov-t2 = T2, la primera transposición legal: { $t2 }; S1 juega contra T2 en orden: { $pairs }
walk-dubov-t2-ranked = T2, la primera transposición legal (la número { $rank } en el orden de 4.4.2): { $t2 }; S1 juega contra T2 en orden: { $pairs }
walk-dubov-colour-both = se respetan las dos preferencias de color
walk-dubov-colour-stronger = ambos quieren { $colour }; la preferencia de { $tpn } es la más fuerte ({ $strength })
walk-dubov-colour-alternate = ambos quieren { $colour } con la misma fuerza; se alterna desde la última partida en que sus colores fueron distintos
walk-dubov-colour-higher = ambos quieren { $colour } con la misma fuerza y el mismo historial de colores; el mejor clasificado, { $tpn }, lo recibe

# Doble suizo (C.04.5 2026): el procedimiento de 3.3–3.6 con jugadores, colores de 4.3
walk-ds-players = { $count } jugadores por emparejar en la ronda { $round }; puntuaciones en puntos de partida (encuentro ganado 2, tablas 1, perdido 0; el BPE 1½, una partida ganada y otra tablas); grupos de puntuación (puntos de partida y jugadores): { $groups }
walk-ds-no-preferences = sin preferencias de color (no hay criterio de color): los colores de la primera partida de cada encuentro se asignan con la ronda ya emparejada (artículo 4), y la segunda partida se juega con los colores invertidos (4.4)
walk-ds-last-round = la última ronda: [C7] y [C8] no se aplican
walk-ds-penultimate = la penúltima ronda: no está resuelto si [C7] y [C8] se aplican en ella («salvo en la última ronda», o «las dos últimas rondas» como en el texto suizo por equipos; lectura 6 del doble suizo en docs/systems/double-swiss-2026.md); la ronda se empareja igual de ambos modos, y se empareja aplicándolos
walk-ds-pab-barred = número impar de jugadores: uno recibe el bye por emparejamiento (una partida ganada y otra tablas, 1.4). Excluidos (un BPE, un encuentro ganado por incomparecencia o un bye de punto completo antes): { $list }
walk-ds-pab-gets = { $tpn } recibe el BPE: los demás jugadores pueden emparejarse todos
walk-ds-pab-not = { $tpn } no: sin este jugador los demás no pueden emparejarse todos
walk-ds-top = grupo de puntuación superior de { $score } puntos de partida: jugadores { $members }; posibles flotantes ascendentes, por puntuación y número inicial: { $pool }
walk-ds-no-upfloater = ningún flotante ascendente: el grupo superior se empareja entre sí, y los jugadores de abajo también
walk-ds-identifier = el primer identificador mejor según [C8] ({ $c8 }): { $identifier }
walk-ds-letter-none = -
walk-ds-colour-item = jugador { $tpn }: colores de la primera partida { $colours }, { $whites ->
    [one] { $whites } encuentro con blancas
   *[other] { $whites } encuentros con blancas
}
walk-ds-colour-board = mesa { $board }: { $white } con blancas en la primera partida, { $black } con negras, colores invertidos en la segunda (mejor clasificado { $higher }, 4.2) — { $why }
walk-ds-colour-fewer = blancas para { $tpn }, con menos encuentros con blancas ({ $whites } frente a { $other })
walk-ds-colour-alternate = mismos encuentros con blancas ({ $whites }); contando los encuentros que cada uno jugó (Normas Generales 3.4), sus colores difirieron por última vez { $back ->
    [1] en el último
   *[other] { $back } encuentros atrás
}, en el que { $tpn } tuvo { $colour }: se alternan
walk-ds-colour-higher-last = mismos encuentros con blancas ({ $whites }) y, contando hacia atrás los encuentros que cada uno jugó (Normas Generales 3.4), sus colores nunca difirieron; el mejor clasificado, { $tpn }, tuvo { $colour } en su último encuentro jugado: se alterna
walk-ds-colour-other-last = mismos encuentros con blancas ({ $whites }); el mejor clasificado, { $higher }, no ha jugado ningún encuentro, y { $tpn } tuvo { $colour } en su último encuentro jugado: se alterna

# Cómo se lee la tabla de Berger para una ronda (`pair --walkthrough` en un round robin).
walk-rr-title = Ronda { $round } — { $heading }
walk-rr-table = 1. La tabla: { $players } jugadores usan la tabla de Berger de { $odd }/{ $size } (C.05, anexo 1){ $dummy }; tiene { $per } rondas por ciclo.
walk-rr-dummy = : el número más alto, { $size }, es el ficticio — quien se enfrenta a él no juega
walk-rr-which = 2. La ronda { $round } es la ronda { $table } de la tabla{ $cycle }.
walk-rr-cycle = { " " }en el ciclo { $cycle }{ $why }
walk-rr-reversed = : el segundo ciclo repite la tabla con los colores invertidos, así que cada pareja se lee al revés
walk-rr-swapped = : las dos últimas rondas del primer ciclo se juegan en orden inverso, como recomienda el anexo (13.17.2), así que la ronda { $round } juega la ronda { $table } de la tabla
walk-rr-colours = 3. En cada pareja el primer número lleva las blancas; el orden de los tableros es el de la tabla (el tablero 1 es siempre la pareja con el número más alto).
walk-rr-rows = 4. Cada fila se obtiene de la anterior: sume { $add } a cada número menor que { $size } (después del { $odd } vuelve el 1) para obtener la fila siguiente; el número { $size } sigue en el tablero 1 y cambia de color cada ronda.
walk-rr-ranks = 5. Los números de emparejamiento son los números iniciales (registro 001).
walk-rr-inferred = 5. Los números de emparejamiento se dedujeron de las { $rounds } rondas jugadas (ningún registro da el sorteo).
walk-rr-row = Fila de la tabla: { $row }
walk-rr-board = Tablero { $board } ({ $numbers }): { $reading }
walk-rr-board-game = el número { $white } lleva las blancas contra el número { $black }: { $w }{ $wname } – { $k }{ $kname }
walk-rr-board-dummy = el número { $number } se enfrenta al ficticio { $size }: { $player }{ $name } no juega esta ronda
