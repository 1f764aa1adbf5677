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
trf-expected-size = el archivo pasa de { $mib } MiB: se esperaba un archivo TRF de { $limit } bytes como máximo
trf-expected-not-utf16 = UTF-16 no se admite: se esperaba texto UTF-8 o Windows-1252 (guarde el archivo como UTF-8)
trf-expected-not-empty = el archivo está vacío: se esperaban registros TRF, al menos una línea de jugador (001)
trf-expected-a-player = no hay ninguna línea de jugador: se esperaba al menos un registro 001
trf-expected-tpn-unused = el { $tpn } ya lo usa el jugador de la línea { $line }
trf-expected-other-player = el jugador { $tpn } está emparejado consigo mismo
trf-expected-known-opponent = se esperaba el número inicial de un jugador del archivo, hay { $tpn } (ninguna línea 001 lo tiene)
trf-cannot-read = no se puede leer { $path }
