# arbitro ratings (B.02): rating changes, initial ratings, performances. English.

## Why a round is not rated
rating-excluded-unrated-opponent = opponent { $opponent } is unrated ({ $article })
rating-excluded-600 = rating difference of 600 or more with a player above 2600 (R&B 7.3.1, from 1 Dec 2024)
rating-excluded-forfeit = forfeit: unplayed games are not rated (5.1)
rating-excluded-under-one-move = game of less than one move: not rated (5.1)
rating-excluded-not-a-game = { $result }: not a game (5.1)

## Where K comes from
rating-k-file = player-data file
rating-k-flag = --k
rating-k-rapid-blitz = rapid and blitz: K = 20 in every case ({ $article })
rating-k-2400 = derived: rating 2400 or more ({ $article }); give --k or --k-file for the published K
rating-k-junior = derived: junior until the end of the year of the 18th birthday, under 2300 ({ $article })
rating-k-under-2400 = derived: rated under 2400 ({ $article }); give --k or --k-file for the published K
rating-k-700 = { $why }; K × n > 700 with n = { $n }: K = { $k } ({ $article })

## How the change is rounded
rating-rounding-up = 0.5 rounded up
rating-rounding-either-sign = positive or negative, 0.5 rounded to 1
rating-rounding-away-from-zero = 0.5 rounded away from zero

## The steps of a rated player
rating-step-unrated-opponent-round-robin = R{ $round }: opponent { $opponent } is unrated: his rating at the end of this round-robin, { $rating }, is used (8.52, 8.58, text before 2022)
rating-step-game = R{ $round }: v { $opponent } ({ $rating }) D = { $d } → PD { $pd } ; scored { $score } ; ΔR { $delta }
rating-step-game-capped = R{ $round }: v { $opponent } ({ $rating }) D = { $d } counted as { $counted } ({ $cap }-point rule, { $article }) → PD { $pd } ; scored { $score } ; ΔR { $delta }
rating-step-sum = Σ ΔR = { $sum } over { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
rating-step-k = K = { $k } ({ $why })
rating-step-change = change = { $k } × { $sum } = { $exact } → { $change } ({ $article }, { $how })
rating-step-performance = performance: Ra { $ra } { $dp } (dp of { $percent }%) = { $performance }

## The steps of an unrated player (initial rating Ru)
rating-step-no-rated-games = no games against rated opponents: no initial rating ({ $article })
rating-step-disregarded-rapid-blitz-2017 = zero or half a point in the first event: disregarded (rapid and blitz 6.1, text before 2022)
rating-step-disregarded = zero score in the first event: disregarded (8.2.1)
rating-step-rc-round-robin = round-robin: Rar = { $sum } / { $rated } = { $rar }; dpa = { $dps } / { $rated } = { $dpa }; n = { $n } opponents: Rc = Rar − dpa × n/(n+1) = { $rc } (8.2.1b, text before 2022)
rating-step-rc-average = Rc = { $sum } / { $n } = { $average } ({ $article }, { $year } text: the average rating of the rated opponents, 8.2.1a)
rating-step-ra-average = Ra = { $sum } / { $n } = { $average } ({ $article }, { $year } text)
rating-ru-half = score { $score } of { $n } = 50 %: Ru = { $rc }
rating-ru-above-half = score { $score } of { $n } above 50 % by { $over ->
    [one] { $over } half-point
   *[other] { $over } half-points
}: Ru = { $rc } + { $per-half } × { $over }
rating-ru-under-half-round-robin = score { $score } of { $n } = { $percent } % → dp { $dp }; under 50 % in a round-robin: Ru = Rc + dp × n/(n+1) = Rc { $add-dp } × { $n }/{ $n1 }
rating-ru-under-half = score { $score } of { $n } = { $percent } % → dp { $dp }: Ru = { $rc } { $add-dp }
rating-step-ru = { $how } = { $exact } → { $ru } ({ $article }, { $year } text)
rating-step-ru-rapid-blitz = { $how } = { $exact } → { $ru } ({ $article }, { $year } text, rapid and blitz: 10 per half point)
rating-step-seed-004 = seed 004 (l. 701–713) reads Ra as the average of the rated opponents, { $average }: Ru would be { $alt }; the text printed in seed 000 (l. 13625) gives { $ru }
rating-step-ra-2024 = Ra = ({ $sum } + 2 × 1800) / ({ $n } + 2) = { $ra } (8.2.2, two hypothetical 1800 draws)
rating-step-p-2024 = p = ({ $score } + 1) / { $den } = { $percent } % → dp { $dp }
rating-step-ru-2024 = Ru = { $ru } (8.2.3)
rating-step-ru-2024-capped = Ru = { $ru }, capped at 2200 (8.2.3)
rating-step-under-5 = only { $count ->
    [one] { $count } game
   *[other] { $count } games
} against rated opponents: published once 5 are reached ({ $article })
rating-step-below-floor = below the rating floor { $floor }: not published ({ $article })

## The report
ratings-title = Ratings — { $rules }
ratings-list = Rating list: { $why }
rating-not-rated = R{ $round }: not rated — { $reason }
kind-standard = standard
kind-rapid = rapid
kind-blitz = blitz
kind-chosen = { $kind } (chosen with --kind)
kind-by-time-control = { $why } — { $from } '{ $code }'
kind-not-ratable = { $why } — { $from } '{ $code }': not ratable; computed as blitz for reference
kind-not-understood = standard ({ $from } not understood: { $error }; use --kind to choose)
kind-default = standard (no record 222; use --kind for rapid or blitz)

## Errors
rating-error-rules = --rules: unknown rating rules '{ $rules }'; expected 2017, 2022, 2024 or 2025
rating-error-no-rating = --game: give the player's rating with --rating R, or --unrated
k-file-expected-line = expected a TPN or FIDE id and a K factor
k-file-expected-key = expected a TPN or FIDE id (digits)
k-file-expected-k = expected a K factor (digits)
k-file-no-player = no player with TPN or FIDE id { $key }
