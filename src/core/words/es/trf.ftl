# Lectura de un archivo TRF: dónde está el problema (línea, columna, campo) y qué se esperaba. Español.

trf-error = línea { $line }, columna { $col }: { $field }: { $message }
trf-text = { $text }
trf-blanks = espacios en blanco
trf-quoted = «{ $text }»

## Campos
trf-field-file = archivo
trf-field-rounds-142 = número de rondas (142)
trf-field-initial-colour-152 = color inicial (152)
trf-field-rounds-xxr = número de rondas (XXR)
trf-field-tpn = número inicial
trf-field-player-001 = registro de jugador 001
trf-field-rating = Elo FIDE
trf-field-points = puntos
trf-field-rank = puesto
trf-field-round = ronda { $round }
trf-field-opponent = rival de la ronda { $round }
trf-field-colour = color de la ronda { $round }
trf-field-result = resultado de la ronda { $round }
trf-field-date = fecha de la ronda { $round }
trf-field-scoring-162 = sistema de puntuación (162)
trf-field-team-player-013 = jugador del equipo (013)
trf-field-team-number-310 = número de emparejamiento del equipo (310)
trf-field-team-player-310 = jugador del equipo (310)
trf-field-byes-240 = byes (240)
trf-field-acceleration-250 = aceleración (250)
trf-field-prohibited-260 = emparejamientos prohibidos (260)
trf-field-abnormal-299 = puntos anómalos (299)
trf-field-xxc = XXC
trf-field-xxs = puntuación (XXS)
trf-field-xxa = aceleración (XXA)
trf-field-scoring-bb = puntuación ({ $code })
trf-field-prohibited-xxp = parejas prohibidas (XXP)
trf-field-absent-xxz = jugadores ausentes (XXZ)
trf-what-first-round = primera ronda
trf-what-last-round = última ronda
trf-what-first-player = número del primer jugador
trf-what-last-player = número del último jugador

## Lo que se esperaba
trf-expected-digits = se esperaban cifras, hay { $found }
trf-expected-score = se esperaba una puntuación como 4.5, hay { $found }
trf-expected-rounds = se esperaba un número de rondas de 1 a 999, hay { $found }
trf-expected-w-or-b = se esperaba W o B, hay { $found }
trf-expected-tpn = se esperaba un número de 1 a 9999, hay { $found }
trf-expected-tpn-at = se esperaba un número de 1 a 9999 en las columnas 5–8, hay { $found }
trf-expected-truncated-player = la línea acaba en la columna { $len }: se esperaban al menos los puntos en las columnas 81–84 (¿línea cortada?)
trf-expected-round-block = se esperaba un bloque «  oooo c r» (rival, color, resultado) en las columnas { $from }–{ $to }, hay { $found }
trf-expected-opponent = se esperaba un número inicial o 0000, hay { $found }
trf-expected-colour = se esperaba w, b o -, hay { $found }
trf-expected-result = se esperaba uno de 1 = 0 + - W D L H F U Z o un blanco, hay { $found }
trf-expected-date = se esperaba AA/MM/DD, hay { $found }
trf-expected-symbol-162 = se esperaba uno de W D L A P X, hay { $found }
trf-expected-points-for = se esperaban los puntos de «{ $symbol }», como 1.0
trf-expected-points-after = se esperaban los puntos de «{ $symbol }» a continuación
trf-expected-player-id = se esperaba un número inicial, hay { $found }
trf-expected-bye-type = se esperaba un tipo de bye F, H o Z, hay { $found }
trf-expected-round-number = se esperaba un número de ronda en las columnas 7–9, hay { $found }
trf-expected-at-columns = se esperaba { $what } en las columnas { $from }–{ $to }, hay { $found }
trf-expected-two-ids = se esperaban al menos dos números de jugador desde la columna 13
trf-expected-xxc = se esperaba rank, white1 o black1, hay { $found }
trf-expected-code-value = se esperaba CÓDIGO=VALOR, hay { $found }
trf-expected-xxs-key = se esperaba uno de WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D L, hay { $found }
trf-expected-points = se esperaban puntos como 1.0, hay { $found }
trf-expected-not-empty = el archivo está vacío: se esperaban registros TRF, al menos una línea de jugador (001)
trf-expected-a-player = no hay ninguna línea de jugador: se esperaba al menos un registro 001
trf-expected-tpn-unused = el { $tpn } ya lo usa el jugador de la línea { $line }
trf-expected-other-player = el jugador { $tpn } está emparejado consigo mismo
trf-expected-known-opponent = se esperaba el número inicial de un jugador del archivo, hay { $tpn } (ninguna línea 001 lo tiene)
trf-cannot-read = no se puede leer { $path }

## Registros de equipos (310, 013, 320, 330, 362), tal como los lee un torneo por equipos
team-rec-none = no hay ningún registro de equipo (310 o 013): un torneo por equipos necesita una línea por equipo
team-rec-opponent-in-no-team = ronda { $round }: el jugador { $player } del equipo { $team } juega contra el jugador { $opponent }, que no está en ningún equipo (310)
team-rec-same-team = ronda { $round }: el jugador { $player } juega contra { $opponent }, de su mismo equipo { $team }
team-rec-two-opponents = ronda { $round }: los jugadores del equipo { $team } juegan contra dos equipos: el jugador { $by } contra el equipo { $first }, el jugador { $player } contra el equipo { $other }
team-rec-pab-and-match = ronda { $round }: el equipo { $team } recibe el BPE pero también tiene encuentro
team-rec-310-number = 310: se esperaba el número del equipo en las columnas 5–7
team-rec-310-twice = 310: el equipo { $team } figura dos veces (también en la línea { $line })
team-rec-310-points = 310: { $what } (columnas { $from }–{ $to }): se esperaba un número como 11.0, hay «{ $found }»
team-rec-match-points = puntos de encuentro
team-rec-game-points = puntos de partida
team-rec-310-rank = 310: puesto del equipo (columnas 69–71): se esperaba un número, hay «{ $found }»
team-rec-unknown-player = { $code }: el equipo { $team } nombra al jugador { $player }, que no tiene registro 001
team-rec-player-twice = { $code }: el jugador { $player } ya está en el equipo { $team } (línea { $line })
team-rec-362-symbol = 362: se esperaba TW, TD o TL, hay «{ $found }»
team-rec-362-points = 362: { $symbol }: se esperaban puntos de encuentro como 2.0, hay «{ $found }»
team-rec-ascii = { $code }: se esperaba texto ASCII
team-rec-320-points = 320: { $what } (columnas { $from }–{ $to }): se esperaba un número, hay «{ $found }»
team-rec-pab-match-points = puntos de encuentro del BPE
team-rec-pab-game-points = puntos de partida del BPE
team-rec-320-team = 320: ronda { $round }: se esperaba un número de equipo (310) o 000, hay «{ $found }»
team-rec-330-kind = 330: se esperaba el tipo de incomparecencia +-, -+ o -- en las columnas 5–6, hay «{ $found }»
team-rec-330-number = 330: se esperaba { $what } en las columnas { $from }–{ $to }, hay «{ $found }»
team-rec-330-round = la ronda
team-rec-330-white = el equipo con blancas (un número de equipo del 310)
team-rec-330-black = el equipo con negras (un número de equipo del 310)
