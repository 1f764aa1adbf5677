# arbitro prizes: prize money for players tied on points (Arbiters' Manual, cash prizes). English.

prizes-title = Prizes — { $system } — tie-breaks { $tiebreaks } ({ $rules })
prize-system-equal = shared equally among players tied on points
prize-system-tiebreak = by tie-break
prize-system-hort = Hort system (half by tie-break, half shared)
prize-tiebreaks = { $list }
prize-no-tiebreaks = none
prize-beyond = place { $place } is beyond the { $limit } places entitled to prizes
prize-equal = { $tied } tied on { $points }: places { $places } share { $pool } / { $tied }{ $left }
prize-hort = Hort: { $why }, plus the other halves of places { $places } ({ $halves }) shared by { $tied } tied on { $points }: { $each }{ $left }
prize-by-tiebreak = { $of ->
    [half] half of the prize
   *[whole] the prize
} of place { $place } ({ $prize }) by tie-break: { $amount }
prize-still-tied = { $of ->
    [half] half of the prizes
   *[whole] the prizes
} of places { $places } shared by { $tied } still tied after every tie-break: { $pool } / { $tied }{ $left }
prize-place = { $place }
prize-places = { $from }–{ $to }
prize-left = {" "}({ $cents ->
    [one] { $cents } cent
   *[other] { $cents } cents
} left undivided)
prize-error-amount = --prizes: '{ $amount }' is not an amount such as 5000 or 2500.50
