# arbitro prizes: premios en metálico de los jugadores empatados a puntos (Manual del
# Árbitro, premios en metálico). Español.

prizes-title = Premios — { $system } — desempates { $tiebreaks } ({ $rules })
prize-system-equal = repartidos a partes iguales entre los jugadores empatados a puntos
prize-system-tiebreak = por desempate
prize-system-hort = sistema Hort (la mitad por desempate, la mitad repartida)
prize-tiebreaks = { $list }
prize-no-tiebreaks = ninguno
prize-beyond = el puesto { $place } está fuera de los { $limit } puestos con derecho a premio
prize-equal = { $tied } empatados a { $points }: los puestos { $places } reparten { $pool } / { $tied }{ $left }
prize-hort = Hort: { $why }, más las otras mitades de los puestos { $places } ({ $halves }) repartidas entre { $tied } empatados a { $points }: { $each }{ $left }
prize-by-tiebreak = { $of ->
    [half] la mitad del premio
   *[whole] el premio
} del puesto { $place } ({ $prize }) por desempate: { $amount }
prize-still-tied = { $of ->
    [half] la mitad de los premios
   *[whole] los premios
} de los puestos { $places } repartidos entre { $tied } que siguen empatados tras todos los desempates: { $pool } / { $tied }{ $left }
prize-place = { $place }
prize-places = { $from }–{ $to }
prize-left = {" "}({ $cents ->
    [one] { $cents } céntimo sin repartir
   *[other] { $cents } céntimos sin repartir
})
prize-error-amount = --prizes: «{ $amount }» no es una cantidad como 5000 o 2500.50
