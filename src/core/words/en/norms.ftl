# arbitro norms (B.01): GM, IM, WGM and WIM norm checklists. English.

## Header
norms-title = Norms — { $rules }
norm-rules = { $edition } ({ $why })
norms-event = Event: { $event }
edition-b01-2023 = FIDE Title Regulations B.01, 2023 text
edition-b01-2024 = FIDE Title Regulations B.01, 2024 text
norm-reason-today = no --date; in force today ({ $date })
norm-reason-start = tournament start { $date }
norm-event-swiss-flag = a Swiss (--swiss)
norm-event-round-robin-flag = pre-determined pairings (--round-robin)
norm-event-round-robin-record = pre-determined pairings (a round-robin by record 092/192)
norm-event-round-robin-played = pre-determined pairings (every player met every other; --swiss if it was not)
norm-event-swiss = a Swiss or other event without pre-determined pairings

## The exemption (1.4.3) and the Swiss of 1.5.6a
norm-exemption-declared = Foreign-opponent rules waived: declared exempt (1.4.3a–c).
norm-exemption-not-examined = Swiss exemption (1.4.3d): not examined (no host federation in record 032).
norm-exemption-applies = applies — every round had at least 20 foreign rated players from 3 federations, 10 of them GM/IM/WGM/WIM
norm-exemption-fails = does not apply — round { $round }: { $foreign } foreign rated players, { $federations } federations, { $titled } GM/IM/WGM/WIM (needs 20, 3, 10)
norm-exemption-round = { $foreign } foreign rated, { $federations } federations, { $titled } titled
norm-exemption-title = Swiss exemption (1.4.3d, host { $host })
norm-headline = { $title }: { $verdict }
norm-round-meets = R{ $round }: { $text } — meets
norm-round-short = R{ $round }: { $text } — short
norm-yes = yes
norm-qualifying-fails = no — round { $round }: { $participants ->
    [one] { $participants } participant
   *[other] { $participants } participants
}, average { $average } of { $rated } rated
norm-qualifying-round = { $participants ->
    [one] { $participants } participant
   *[other] { $participants } participants
}, { $rated } rated averaging { $average }
norm-qualifying-title = Swiss of 1.5.6a (every round 40 participants averaging 2000; an application with a norm after 30 Jun 2022 needs one such norm)

## A player's norms
norm-player = Player { $tpn } { $name } ({ $federation })
norm-line-yes = { $title } norm: YES — { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $score } { $count ->
    [one] point
   *[other] points
}, Ra { $ra }, Rp { $rp }{ $needs }
norm-line-no = { $title } norm: no — { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $score } { $count ->
    [one] point
   *[other] points
}, Ra { $ra }, Rp { $rp }{ $needs }
norm-needs-unmet = , no score gives this norm ({ $codes } not met)
norm-needs-impossible = , no score gives this norm
norm-needs = , needs { $score }
norm-counts-as = counts as { $games } games towards a title (1.5.1): { $why }
norm-item-pass = {"["}pass] { $code } { $requirement } ({ $article }) — { $actual }
norm-item-fail = {"["}FAIL] { $code } { $requirement } ({ $article }) — { $actual }
norm-excluded-zero-unrated = R{ $round } excluded: unrated opponent { $opponent } scored 0 against the rated players (1.4.2b)
norm-ignored-after = R{ $round } ignored: a title result before it (1.4.1e)
norm-ignored-won = R{ $round } ignored: a won game (1.4.1f)
norm-forfeit-win-in = forfeit win in round { $round }
norm-pab-in = pairing-allocated bye in round { $round }

## The checklist (B.01 1.4)
norm-value = { $value }
norm-value-of = { $value } ({ $of })
norm-n1 = at least 9 games
norm-n1-eight-of-nine = 8 in a 9-round event ({ $why }): counts as 9 (1.4.1c)
norm-n2 = a double round-robin of at least 6 players
norm-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
norm-f1 = opponents from at least 2 federations other than { $own }{ $exempt ->
    [no] {""}
   *[other] {" "}(exempt: { $exempt })
}{ $drr ->
    [yes] , each opponent once (double round-robin, 1.4.5f)
   *[no] {""}
}
norm-f2 = at most { $most } (3/5, rounded down) from { $own }{ $exempt ->
    [no] {""}
   *[other] {" "}(exempt: { $exempt })
}{ $drr ->
    [yes] , each opponent once (double round-robin, 1.4.5f)
   *[no] {""}
}
norm-f3 = at most { $most } (2/3, rounded down) from one federation{ $exempt ->
    [no] {""}
   *[other] {" "}(exempt: { $exempt })
}{ $drr ->
    [yes] , each opponent once (double round-robin, 1.4.5f)
   *[no] {""}
}
norm-t1 = at least { $least } titled opponents (50 %, CM/WCM not counted){ $drr ->
    [yes] , each opponent once (double round-robin, 1.4.5f)
   *[no] {""}
}
norm-t2 = at least { $least } opponents titled { $titles } (1/3, minimum 3){ $drr ->
    [yes] , each opponent once (double round-robin, 1.4.5f)
   *[no] {""}
}
norm-r1 = unrated opponents count { $unrated }; the lowest opponent below { $floor } is raised to it (only one)
norm-r1-none = { $unrated } unrated; none below the floor
norm-r1-raised = { $unrated } unrated; opponent { $opponent } raised from { $from } to { $to }
norm-r2 = average rating of the opponents at least { $least }
norm-r2-actual = { $sum } / { $n } = { $ra }
norm-r3 = score at least 35 % (exactly: score × 20 ≥ games × 7)
norm-r3-actual = { $score } / { $n } = { $percent } %
norm-r4 = performance Ra + dp at least { $least }
norm-r4-actual = { $ra } + dp({ $percent } %) { $dp } = { $rp }
norm-counts-eight-of-nine = 8 games counted as 9 (1.4.1c)
norm-counts-extra = { $why } + { $extra } for { $extra ->
    [one] { $extra } full point
   *[other] { $extra } full points
} above the required { $required } (1.4.1d)
norm-counts-capped = { $why }; an event of { $rounds } rounds counts as 13 games at most (1.7)

## Errors
norm-error-title = --title: '{ $title }' is not GM, IM, WGM or WIM
norm-error-rules = --rules: unknown title rules '{ $rules }'; expected 2023 or 2024
norm-error-player = --player { $player }: no such player in { $file }
norm-error-sex = --sex: '{ $sex }' is not w (woman) or m (man)

## --need
need-heading = What each player needs from his games paired but not yet played
need-rating-k-flag = { $rules }, K from --k
need-rating-k-derived = { $rules }, K derived as `ratings` does; --k gives the published K
need-error-none = --need: player { $player } has no game paired without a result (pair the next round in the file first)
need-error-too-many = --need: player { $player } has { $count } games without a result; at most { $most } are tried
need-game = R{ $round } v { $opponent }
need-player = Player { $player }: { $games }
need-secured = achieved whatever the result
need-impossible = no result gives it
need-least = needs { $least } of { $max }: { $with }
need-norm = { $title } norm: { $line }
need-rating = Rating ({ $rules }):
need-change = { $change } → { $rating }
need-change-k = { $change } → { $rating } (K { $k })
need-initial = initial rating { $ru }
need-no-rating = no rating from this event
need-outcome = { $results } ({ $score } of { $max }): { $line }
