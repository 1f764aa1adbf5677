# arbitro ratings (B.02): variaciones de valoración, valoraciones iniciales, performances.
# Español, con los términos del Manual del Árbitro (seed 000, B.02).

## Por qué una ronda no se valora
rating-excluded-unrated-opponent = el oponente { $opponent } no está valorado ({ $article })
rating-excluded-600 = diferencia de valoración de 600 o más con un jugador de más de 2600 (R&B 7.3.1, desde el 1 dic 2024)
rating-excluded-forfeit = incomparecencia: las partidas no jugadas no se valoran (5.1)
rating-excluded-under-one-move = partida de menos de una jugada: no se valora (5.1)
rating-excluded-not-a-game = { $result }: no es una partida (5.1)

## De dónde sale K
rating-k-file = archivo de datos de los jugadores
rating-k-flag = --k
rating-k-rapid-blitz = rápido y relámpago: K = 20 en todos los casos ({ $article })
rating-k-2400 = deducido: valoración de 2400 o más ({ $article }); indique --k o --k-file para el K publicado
rating-k-junior = deducido: jugador hasta el final del año en que cumple 18 años, por debajo de 2300 ({ $article })
rating-k-under-2400 = deducido: valoración inferior a 2400 ({ $article }); indique --k o --k-file para el K publicado
rating-k-700 = { $why }; K × n > 700 con n = { $n }: K = { $k } ({ $article })

## Cómo se redondea la variación
rating-rounding-up = 0,5 se redondea al entero superior
rating-rounding-either-sign = tanto si es positivo como negativo, 0,5 se redondea a 1
rating-rounding-away-from-zero = 0,5 se redondea alejándose de cero

## Los pasos de un jugador valorado
rating-step-unrated-opponent-round-robin = R{ $round }: el oponente { $opponent } no está valorado: se usa su valoración al finalizar este round robin, { $rating } (8.52, 8.58, texto anterior a 2022)
rating-step-game = R{ $round }: contra { $opponent } ({ $rating }) D = { $d } → PD { $pd } ; puntuación { $score } ; ΔR { $delta }
rating-step-game-capped = R{ $round }: contra { $opponent } ({ $rating }) D = { $d }, se toma como { $counted } (regla de los { $cap } puntos, { $article }) → PD { $pd } ; puntuación { $score } ; ΔR { $delta }
rating-step-sum = Σ ΔR = { $sum } en { $count ->
    [one] { $count } partida valorada
   *[other] { $count } partidas valoradas
}
rating-step-k = K = { $k } ({ $why })
rating-step-change = variación = { $k } × { $sum } = { $exact } → { $change } ({ $article }, { $how })
rating-step-performance = performance: Ra { $ra } { $dp } (dp del { $percent }%) = { $performance }

## Los pasos de un jugador no valorado (valoración inicial Ru)
rating-step-no-rated-games = ninguna partida contra oponentes valorados: no hay valoración inicial ({ $article })
rating-step-disregarded-rapid-blitz-2017 = cero o medio punto en su primer torneo: se descarta (rápido y relámpago 6.1, texto anterior a 2022)
rating-step-disregarded = cero puntos en su primer torneo: se descarta (8.2.1)
rating-step-rc-round-robin = round robin: Rar = { $sum } / { $rated } = { $rar }; dpa = { $dps } / { $rated } = { $dpa }; n = { $n } oponentes: Rc = Rar − dpa × n/(n+1) = { $rc } (8.2.1b, texto anterior a 2022)
rating-step-rc-average = Rc = { $sum } / { $n } = { $average } ({ $article }, texto de { $year }: la valoración media de sus oponentes valorados, 8.2.1a)
rating-step-ra-average = Ra = { $sum } / { $n } = { $average } ({ $article }, texto de { $year })
rating-ru-half = puntuación { $score } de { $n } = 50 %: Ru = { $rc }
rating-ru-above-half = puntuación { $score } de { $n }, { $over ->
    [one] { $over } medio punto
   *[other] { $over } medios puntos
} sobre el 50 %: Ru = { $rc } + { $per-half } × { $over }
rating-ru-under-half-round-robin = puntuación { $score } de { $n } = { $percent } % → dp { $dp }; menos del 50 % en un round robin: Ru = Rc + dp × n/(n+1) = Rc { $add-dp } × { $n }/{ $n1 }
rating-ru-under-half = puntuación { $score } de { $n } = { $percent } % → dp { $dp }: Ru = { $rc } { $add-dp }
rating-step-ru = { $how } = { $exact } → { $ru } ({ $article }, texto de { $year })
rating-step-ru-rapid-blitz = { $how } = { $exact } → { $ru } ({ $article }, texto de { $year }, rápido y relámpago: 10 por cada medio punto)
rating-step-seed-004 = el blog de 2021 (seed 004, l. 701–713) toma Ra como la valoración media de los oponentes valorados, { $average }: Ru sería { $alt }; el texto que imprime el Manual (seed 000, l. 13625) da { $ru }
rating-step-ra-2024 = Ra = ({ $sum } + 2 × 1800) / ({ $n } + 2) = { $ra } (8.2.2, dos tablas hipotéticas contra 1800)
rating-step-p-2024 = p = ({ $score } + 1) / { $den } = { $percent } % → dp { $dp }
rating-step-ru-2024 = Ru = { $ru } (8.2.3)
rating-step-ru-2024-capped = Ru = { $ru }, limitado a 2200 (8.2.3)
rating-step-under-5 = solo { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} contra oponentes valorados: se publica al llegar a 5 ({ $article })
rating-step-below-floor = por debajo del suelo de valoración { $floor }: no se publica ({ $article })

## El informe
ratings-title = Valoraciones — { $rules }
ratings-list = Lista de valoración: { $why }
rating-not-rated = R{ $round }: no se valora — { $reason }
kind-standard = estándar
kind-rapid = rápido
kind-blitz = relámpago
kind-chosen = { $kind } (elegida con --kind)
kind-by-time-control = { $why } — { $from } «{ $code }»
kind-not-ratable = { $why } — { $from } «{ $code }»: no se puede valorar; se calcula como relámpago a título informativo
kind-not-understood = estándar (no se entiende { $from }: { $error }; elija con --kind)
kind-default = estándar (no hay registro 222; use --kind para rápido o relámpago)

## Errores
rating-error-rules = --rules: reglas de valoración desconocidas «{ $rules }»; se esperaba 2017, 2022, 2024 o 2025
rating-error-no-rating = --game: indique la valoración del jugador con --rating R, o --unrated
k-file-expected-line = se esperaba un número inicial o un id FIDE y un coeficiente K
k-file-expected-key = se esperaba un número inicial o un id FIDE (cifras)
k-file-expected-k = se esperaba un coeficiente K (cifras)
k-file-no-player = ningún jugador con número inicial o id FIDE { $key }
