# arbitro standings: desempates (C.07, C.02 §13), clasificaciones individuales y por equipos.
# Español, con los términos del Manual (seed 000): oponente virtual, encuentro directo,
# puntos de encuentro y de tablero, Buchholz, Sonneborn-Berger, Koya.

## El informe
standings-title = Clasificación — { $rules }
standings-rounds-counted = rondas contadas: { $rounds } de { $of }
col-rank = Pos
standings-by-points = situado solo por los puntos
standings-separated-by = separado de los jugadores con los mismos puntos por { $by }
standings-still-tied = sigue empatado tras toda la lista (sorteo, C.07 4.2)
standings-player = Jugador { $tpn } { $name } — { $points } { $count ->
    [one] punto
   *[other] puntos
}
standings-player-ranked = Jugador { $tpn } { $name } — puesto { $rank }, { $points } { $count ->
    [one] punto
   *[other] puntos
}; { $why }
standings-warning-buchholz-round-robin = C.07 (2026) art. 8: los desempates Buchholz no deben usarse en los round robin
standings-warning-unrated-seed = { $edition }: los jugadores no valorados cuentan como { $rating } en los desempates basados en la valoración (seed 004 l. 401; --unrated lo cambia)
standings-warning-unrated = C.07 art. 10: hay jugadores no valorados; los desempates basados en la valoración se descartan (valor 0) salvo que --unrated indique su valoración
standings-warning-no-tiebreaks = no se indicaron desempates (--tiebreaks) ni los hay en los registros 212/202: clasificación solo por puntos

## Errores
standings-error-team-flags = --match-points y --primary se aplican a la clasificación por equipos (--teams)
standings-error-round = { $file }: la ronda --round { $round } no está registrada (el archivo tiene { $recorded } rondas)
standings-error-quick-teams = --teams: un ejercicio de entrada rápida no tiene equipos
standings-error-quick-tiebreak = --tiebreaks: { $tiebreak } lee las partidas de los oponentes o a los demás jugadores, que un ejercicio de entrada rápida no tiene; indique un TRF
tb-error-rules = { $flag }: reglas de desempate desconocidas «{ $rules }»; se esperaba 2026, 2024 o seed
record-error = registro { $record }: { $error }
spec-error = desempate «{ $token }»: { $reason }
spec-unknown-code = código de desempate desconocido «{ $code }»; se esperaba uno de { $codes }
spec-empty-modifier = modificador vacío tras «/»
spec-modifier-not-for = el modificador «/{ $modifier }» no se aplica a { $code }
spec-modifier-number = modificador «/{ $modifier }»: se esperaba un número de { $lo } a { $hi } tras «{ $letter }»
spec-modifier-limit = modificador «/{ $modifier }»: se esperaba L+n o L-n (medios puntos) o L+1.0 (puntos)
spec-modifier-unknown = no se entiende el modificador «/{ $modifier }»
spec-cut-and-median = un corte y una mediana no se pueden combinar
tb-game-expected = «{ $game }»: se esperaba PUNTOS-DEL-OPONENTE:RESULTADO[:VALORACIÓN][:w|b] (p. ej. 5.5:1, 4.5:=:2033, 2:1:-:b) o un bye H, F, U, Z
tb-game-bad-score = «{ $game }»: la puntuación del oponente «{ $score }» no es una puntuación como 4.5
tb-game-bad-result = «{ $game }»: el resultado «{ $result }» no es 1, = (0.5), 0, + ni -
tb-game-bad-part = «{ $game }»: «{ $part }» no es una valoración (1–3500, - si no está valorado) ni un color w o b
tb-game-too-many-rounds = demasiadas rondas
tb-game-impossible-score = ronda { $round }: un oponente que hizo { $got } contra el jugador no puede terminar con { $score } en { $rounds } rondas

## --against
diff-none = ninguna diferencia con { $other }
diff-count = { $count ->
    [one] { $count } diferencia
   *[other] { $count } diferencias
} con { $other }:
diff-line = jugador { $tpn } ({ $name }): { $column } — arbitro { $ours }, el otro { $theirs }
diff-points-sum = suma de los resultados de las rondas 1–{ $rounds }
diff-ranked-by = clasificado por puntos { $points }{ $values }
diff-points-after = puntos tras la ronda { $round }
table-no-header = línea 1: se esperaba una línea de encabezado
table-no-player-column = línea 1: se esperaba en el encabezado una columna TPN (o StartNo, o Team) o Name
table-no-such-player = línea { $line }, columna { $column }: ningún jugador «{ $key }» en el torneo

## Una ronda vista por los desempates
slot-played = jugada contra { $tpn } ({ $points })
slot-forfeit-win = victoria por incomparecencia contra { $tpn }
slot-forfeit-loss = derrota por incomparecencia contra { $tpn }
slot-pab = bye por emparejamiento ({ $points })
slot-fpb = bye de un punto ({ $points })
slot-hpb = bye de medio punto ({ $points })
slot-zpb = bye de cero puntos / ausencia ({ $points })

## Cómo se obtiene cada cifra
tb-no-player = ningún jugador { $tpn }
tb-dropped-unrated = descartado: hay jugadores no valorados y no se dio ninguna regla para ellos (C.07 art. 10, preámbulo); indique --unrated VALORACIÓN para usar una
tb-points = puntos tras la ronda { $round }: { $points }
tb-fore-buchholz = Fore Buchholz: cada partida de la última ronda cuenta como tablas (8.3)
tb-opponent-value = oponente { $tpn }: { $code } { $value }
tb-aob-average = media de { $n ->
    [one] { $n } oponente jugado
   *[other] { $n } oponentes jugados
}: { $sum } / { $n } = { $value }
tb-count = { $what }: { $n }
tb-what-win = rondas con los puntos de una victoria, jugando o sin jugar (7.1)
tb-what-won-round-robin = partidas ganadas (7.2)
tb-what-won = partidas ganadas sobre el tablero (7.2)
tb-what-bpg = partidas jugadas con negras (7.3)
tb-what-bwg = partidas ganadas con negras (7.4)
tb-what-rep = rondas menos byes de medio punto, byes de cero puntos/ausencias y derrotas por incomparecencia (7.6)
tb-tpn = número inicial { $tpn }
tb-rating = valoración { $rating }
tb-rating-unrated = valoración { $rating } (no valorado)
tb-average = media: { $sum } / { $n } = { $value } (redondeada, 0,5 hacia arriba)
tb-average-of = { $label } = { $sum } / { $n } = { $value } (redondeada, 0,5 hacia arriba)
tb-de = el encuentro directo se decide dentro de cada grupo empatado
tb-own-game = R{ $round }: { $slot }{ $colour ->
    [white] {" "}con blancas
    [black] {" "}con negras
   *[none] {""}
}{ $forfeit ->
    [yes] {" "}— una partida normal en un round robin (15.2)
   *[no] {""}
}
tb-games-rule-swiss = las rondas no jugadas (incomparecencias, byes) no son partidas (art. 16)
tb-games-rule-round-robin-2026 = round robin: las victorias por incomparecencia son partidas normales; las derrotas por incomparecencia siguen siendo rondas no jugadas (C.07 2026 15.2)
tb-games-rule-round-robin-2024 = round robin: las victorias y derrotas por incomparecencia se tratan como partidas normales (C.07 2024 15.2)
tb-games-rule-round-robin-seed = round robin: las incomparecencias se tratan como partidas (15.2)
tb-virtual-opponent = oponente virtual: { $before } antes de la ronda + { $in-round } en ella + { $later } tablas después = { $value }
tb-dummy-2024 = oponente ficticio con la puntuación propia del participante { $score } (16.4)
tb-dummy-cap-opponent = puntuación ajustada del oponente previsto { $score } (16.4.1)
tb-dummy-cap-rounds = tablas × { $rounds } rondas = { $cap } (16.4.2)
tb-dummy-2026 = oponente ficticio: puntuación propia { $score } limitada por { $why } → { $value }
tb-bh-game = R{ $round }: { $slot } — puntuación ajustada del oponente { $tpn } { $score }
tb-bh-unplayed = R{ $round }: { $slot } — { $why }
tb-bh-unplayed-category = R{ $round }: { $slot } [{ $article }] — { $why }
tb-cut-vur = se corta { $part } (ronda no jugada voluntariamente, 16.5)
tb-cut-least = se corta { $part } (el menos significativo)
tb-cut-most = se corta { $part } (el más significativo)
tb-total = { $label } = { $value }
tb-sb-part = { $part } × { $scored } conseguidos = { $value }
tb-ps-cut = R{ $round }: puntuación acumulada { $running } (cortada)
tb-ps = R{ $round }: puntuación acumulada { $running }
tb-std-game = R{ $round }: { $mine } contra { $other } del oponente → { $value }
tb-std-unplayed = R{ $round }: { $mine } contra { $other } de unas tablas → { $value }
tb-ks-rule = cuentan los oponentes con al menos el { $percent } % de la puntuación máxima
tb-ks-rule-moved = cuentan los oponentes con al menos el { $percent } % de la puntuación máxima, desplazado en { $shift }
tb-ks-counts = R{ $round }: contra { $tpn } ({ $score } de { $max }, límite { $limit }) cuenta: consiguió { $scored }
tb-ks-below = R{ $round }: contra { $tpn } ({ $score } de { $max }, límite { $limit }) por debajo del límite
tb-aro-opponent = oponente { $tpn }: { $rating }
tb-aro-unplayed = { $count ->
    [one] { $count } ronda no jugada ya eliminada: cuenta
   *[other] { $count } rondas no jugadas ya eliminadas: cuentan
} como resultados cortados (C.02 AROC)
tb-aro-cut = se cortan { $low } más bajas y { $high } más altas { $total ->
    [one] (valoración)
   *[other] (valoraciones)
}
tb-no-rated-games = ninguna partida contra valorados: no hay { $code } (cuenta 0)
tb-tpr-aro = ARO = { $sum } / { $n } = { $aro }
tb-tpr-dp = puntuación { $score } de { $n } = { $percent } % → dp { $dp } (B.02 tabla 8.1.1)
tb-tpr = TPR = { $aro } { $dp } = { $value } (10.2)
tb-ptp-zero = cero puntos: el oponente más bajo { $lowest } − 800
tb-ptp-search = la valoración R más baja con Σ PD(R − Ri) ≥ { $score } (tabla 8.1.2, sin el corte de 400)
tb-ptp = PTP = { $value } (10.3)
de-all-met-tied = todos los empatados jugaron entre sí; puntuación mutua { $score } — no se separan (6.2)
de-all-met = todos los empatados jugaron entre sí; puntuación mutua { $score } (6.2)
de-ranked = clasificado por el encuentro directo (6.3)
de-beats-maximum = la puntuación mutua { $score } supera el máximo de cada uno de los demás (6.3)
de-not-separated = no todos los empatados jugaron entre sí y ninguno tiene asegurado el primer puesto (6.3): no se separan

## Clasificación por equipos
team-title-round-robin = Clasificación por equipos — { $rules }; primero { $primary } ({ $primary-from }); desempates de { $list-from }; round robin (C.07 15)
team-title-swiss = Clasificación por equipos — { $rules }; primero { $primary } ({ $primary-from }); desempates de { $list-from }; suizo (C.07 16)
team-rounds-counted = rondas contadas: { $rounds } de { $of }; { $boards } tableros; puntos de encuentro { $win }/{ $draw }/{ $loss } (victoria/tablas/derrota); primero { $primary }
col-team-number = Nº
col-team = Equipo
team-placed-by = situado solo por { $by }
team-separated-by = separado de los equipos con los mismos { $primary } por { $by }
team-line = Equipo { $number } { $name } — puesto { $rank }, { $mp } MP, { $gp } GP; { $why }
team-diff-line = equipo { $team } ({ $name }): { $column } — arbitro { $ours }, el otro { $theirs }
team-from-flag = { $flag }
team-from-record-192 = registro 192 { $code }
team-from-record = registro { $code } (línea { $line })
team-from-nowhere = ninguno
team-primary-default = puntos de encuentro por defecto (C.07 art. 11)
team-error-primary = --primary: se esperaba mp o gp, se encontró «{ $found }»
team-warning-no-tiebreaks = no se indicaron desempates (--tiebreaks) ni los hay en los registros 212/202: clasificación solo por { $primary }
team-sum-of-rounds = suma de los { $kind } de todas las rondas
team-ranked-by = clasificado primero por { $primary }: { $values }; situado por { $by }
team-ranked-tied = clasificado primero por { $primary }: { $values }; nada lo sitúa (empatado tras toda la lista)
team-unknown = ?
team-name = equipo { $number } ({ $name })
team-match-played = contra { $team } { $own }–{ $other }
team-match-forfeit-win = victoria por incomparecencia contra { $team }
team-match-forfeit-loss = derrota por incomparecencia contra { $team }
team-match-double-forfeit = doble incomparecencia contra { $team }
team-match-forfeit-draw = empate por incomparecencias en todos los tableros contra { $team }
team-round-score = R{ $round }: { $match } { $score }
team-round-win = R{ $round }: { $match } — una victoria
team-matches-won = encuentros ganados (jugando o sin jugar): { $n }
team-round-no-boards = R{ $round }: { $match } — ninguna partida en los tableros, no cuenta nada
team-round-bc = R{ $round }: { $match }: { $terms } = { $value }
team-round-boards = R{ $round }: { $match }: tableros 1–{ $boards }: { $terms }
team-board-total = tablero { $board } { $points }
team-totals = totales: { $totals }
list-comma = { $head }, { $tail }
list-then = { $head }, luego { $tail }
list-empty = {""}
team-bc = BC = Σ número de tablero × puntos en él = { $value } (menos es mejor)
team-tbr-rule = se compara el tablero 1, luego el tablero 2 … hacia abajo (más es mejor)
team-tbr = TBR = tablero 1 { $points }
team-bbe-step = tableros 1–{ $boards } { $points }
team-bbe-one-board = se eliminan los últimos tableros uno a uno: un solo tablero (más es mejor)
team-bbe-steps = se eliminan los últimos tableros uno a uno: { $steps } (más es mejor)
team-opponent-score = { $match } { $kind } { $score }
team-round-no-opponent = R{ $round }: { $match } — sin oponente, no cuenta nada (15.2)
team-dummy = { $match } — oponente ficticio con los { $kind } propios del equipo { $score }
team-cap-opponent = la puntuación del oponente previsto (16.4.1)
team-cap-draws = tablas en todas las rondas (16.4.2)
team-capped = { $why }, limitada a { $cap } por { $by }
team-sb-part = R{ $round }: { $why } × { $own } { $kind } = { $value }
team-part = R{ $round }: { $why }
team-cut-least = se corta R{ $round } (la menos significativa, 14.1)
team-cut-least-unplayed = se corta R{ $round } (la menos significativa, no jugada: 16.5, 14.1)
team-cut-most = se corta R{ $round } (la más significativa, 14.3)
team-ks-rule = cuentan los oponentes con al menos la mitad del máximo de { $kind } { $max } (≥ { $half })
team-ks-counts = R{ $round }: { $match } — { $kind } del oponente { $score }: cuenta { $counted }
team-ks-below = R{ $round }: { $match } — { $kind } del oponente { $score }: por debajo de la mitad
team-de-all-met-tied = todos los equipos empatados se enfrentaron; { $kind } mutuos { $score } — no se separan (6.2)
team-de-all-met = todos los equipos empatados se enfrentaron; { $kind } mutuos { $score } (6.2)
team-de-beats-maximum = { $kind } mutuos { $score } superan el máximo de cada uno de los demás (6.3)
team-de-not-separated = no todos los equipos empatados se enfrentaron y ninguno tiene asegurado el primer puesto (6.3): no se separan
team-spec-score = la puntuación «:{ $score }» no es MP ni GP
team-spec-extended = se esperaba EMMSB, EMGSB, EGMSB o EGGSB
team-spec-unknown = no es un desempate por equipos; se esperaba uno de { $codes }
team-spec-boards = { $code } cuenta los puntos de partida tablero a tablero; sin «:MP»/«:GP»
team-spec-modifier = modificador «/{ $modifier }»: se esperaba C1, C2, M1 o M2
team-spec-modifier-here = el modificador «/{ $modifier }» no se aplica aquí
