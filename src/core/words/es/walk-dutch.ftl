# El recorrido del Sistema Suizo Holandés (`pair --walkthrough` con las reglas holandesas):
# encabezados y frases de sus grupos. Los códigos de criterio, artículos y números de
# emparejamiento son los argumentos.

walk-dutch-title = Emparejamiento paso a paso de la ronda { $round } - { $heading }
walk-dutch-md-title = Emparejamiento paso a paso de la ronda { $round }
walk-dutch-bound = Se evalúan como máximo { $count } candidatos en un grupo de puntuación.
walk-dutch-bracket = Grupo { $n }: { $score } puntos, { $kind }, { $players } jugadores
walk-dutch-md-bracket = Grupo { $n }: { $score } puntos ({ $kind })
walk-dutch-col-bsn = NSG
walk-dutch-col-tpn = NI
walk-dutch-col-cd = DC
walk-dutch-col-score = ptos
walk-dutch-col-pref = pref
walk-dutch-col-floats = flot
walk-dutch-homogeneous = homogéneo
walk-dutch-heterogeneous = heterogéneo, { $mdps } MDP
walk-dutch-penultimate = penúltimo grupo de puntuación ({ $art })
walk-dutch-collapsed = último grupo fusionado ({ $art })
walk-dutch-limbo = Limbo
walk-dutch-candidates = Candidatos ({ $art }):
walk-dutch-candidate-no = candidato { $n }
walk-dutch-skipped = omitido
walk-dutch-unpaired = { $what }, sin emparejar { $floaters }
walk-dutch-verdict-skipped = omitido, { $code }: { $how }
walk-dutch-verdict-rejected = rechazado, { $code }: { $how }
walk-dutch-verdict-accepted = aceptado
walk-dutch-hidden = ... y { $count } candidatos o familias rechazados más, no listados
walk-dutch-perfect = El candidato { $candidate } es perfecto y se acepta ({ $art }).
walk-dutch-best = No hay candidato perfecto: el candidato { $candidate } es el mejor disponible ({ $art }), el primero en el orden de generación que alcanza el mejor valor de cualquier candidato (el emparejamiento de peso máximo del grupo los acota a todos, así que ninguno generado después es mejor). Aún tiene: { $shortcomings }.
walk-dutch-cut = La búsqueda se cortó tras { $tried } candidatos (el límite). El emparejamiento mostrado es la decisión del motor para este grupo (su emparejamiento de peso máximo).
walk-dutch-disagreement = La búsqueda llegó a un candidato distinto ({ $found }) del del motor: un fallo que hay que comunicar. El emparejamiento mostrado es la decisión del motor.
walk-dutch-none = ninguno
walk-dutch-pairs = Parejas: { $pairs }
walk-dutch-downfloaters = Flotantes descendentes: { $list }
walk-dutch-md-pairs = Parejas: { $pairs }. Flotantes descendentes: { $list }.
walk-dutch-colours = Colores ({ $art }):
walk-dutch-white = Blancas
walk-dutch-black = Negras
walk-dutch-rule = regla ({ $art })
walk-dutch-pab = BPE: { $tpn }

# Por qué se rechaza un candidato o una familia de candidatos.
walk-dutch-no-player = ningún jugador
walk-dutch-player = el jugador { $tpn }
walk-dutch-players = los jugadores { $list } y { $last }
walk-dutch-played = { $pair } ya han jugado entre sí
walk-dutch-prohibited = { $pair } no pueden enfrentarse (emparejamiento prohibido)
walk-dutch-same-absolute = { $pair } tienen la misma preferencia de color absoluta
# Lo que incumplen los jugadores afectados; $n es cuántos son.
walk-dutch-fail-c10 = { $n ->
        [one] tendría
       *[other] tendrían
    } una diferencia de color mayor que +2 o -2
walk-dutch-fail-c11 = { $n ->
        [one] tendría
       *[other] tendrían
    } el mismo color tres veces seguidas
walk-dutch-fail-c12 = no { $n ->
        [one] recibiría
       *[other] recibirían
    } su preferencia de color
walk-dutch-fail-c13 = no { $n ->
        [one] recibiría
       *[other] recibirían
    } su preferencia de color fuerte
walk-dutch-fail-c14 = { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante descendente tras serlo la ronda anterior
walk-dutch-fail-c15 = { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante ascendente tras serlo la ronda anterior
walk-dutch-fail-c16 = { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante descendente tras serlo dos rondas antes
walk-dutch-fail-c17 = { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante ascendente tras serlo dos rondas antes
walk-dutch-fail-c18 = (flotante descendente la ronda anterior) { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante descendente con diferencia de puntuación
walk-dutch-fail-c19 = (flotante ascendente la ronda anterior) { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante ascendente con diferencia de puntuación
walk-dutch-fail-c20 = (flotante descendente dos rondas antes) { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante descendente con diferencia de puntuación
walk-dutch-fail-c21 = (flotante ascendente dos rondas antes) { $n ->
        [one] volvería
       *[other] volverían
    } a ser flotante ascendente con diferencia de puntuación
walk-dutch-fail-other = { "" }
walk-dutch-shortcoming = { $code }: { $who } { $fail }
walk-dutch-pab-taker = : lo recibiría el jugador { $tpn } ({ $score } puntos, { $games } partidas no jugadas)
walk-dutch-c4-2017 = la ronda no podría completarse con estos flotantes descendentes (penúltimo grupo de puntuación, A.9)
walk-dutch-c4 = los jugadores sin emparejar ({ $floaters }) y los de abajo no podrían emparejarse todos
walk-dutch-c5 = el BPE no iría a la puntuación más baja{ $pab }
walk-dutch-c6 = { $pairs } parejas en vez de { $best } ({ $count } flotantes descendentes: { $floaters })
walk-dutch-c7-2017 = una diferencia de puntuación mayor (flotantes descendentes { $floaters })
walk-dutch-c7 = las puntuaciones de los flotantes descendentes no son las más bajas posibles ({ $floaters })
walk-dutch-c8 = con los flotantes descendentes { $floaters } el grupo siguiente no podría emparejarse tan bien como con { $best }
walk-dutch-c9 = quien recibe el BPE no tendría el menor número de partidas no jugadas{ $pab }
walk-dutch-worse-on = es peor en: { $summary }
walk-dutch-who-fail-best = { $who } { $fail } (el mejor candidato: { $theirs })
walk-dutch-who-fail = { $who } { $fail }
walk-dutch-already = { $who } { $fail } ya, y el mejor candidato tiene { $best } jugador(es) así
walk-dutch-no-opponent-one = { $who } no puede tener un rival permitido entre { $among }
walk-dutch-no-opponent-all = { $who } no pueden tener todos un rival permitido entre { $among }
walk-dutch-every = todo candidato
walk-dutch-every-with = todo candidato con { $pairs }
walk-dutch-at-least = { $start } tiene al menos { $total } jugador(es) que { $fail }, y el mejor candidato tiene { $best }

# Cómo se generó un candidato (art. 3.6–3.7, 4): S1/S2 (S1R/S2R en un resto) y los números
# de emparejamiento son los argumentos; $head es el S1 alterado, $mdp el emparejamiento de MDP.
walk-dutch-gen-s1 = { $s1 } { $list }
walk-dutch-gen-exchange = intercambio { $out } <-> { $in }, { $s1 } { $list }
walk-dutch-gen-limbo = { " " }(Limbo { $list })
walk-dutch-gen-mdp-family = emparejamiento de MDP{ $limbo }
walk-dutch-gen-mdp = emparejamiento de MDP { $pairs }{ $limbo }
walk-dutch-gen-remainder = { $mdp }; resto: { $head }
walk-dutch-gen-every = { $head }, toda transposición de { $s2 }
walk-dutch-gen-starting = { $head }, { $s2 } empezando por { $list }
walk-dutch-gen-order = { $head }, { $s2 } { $order }
