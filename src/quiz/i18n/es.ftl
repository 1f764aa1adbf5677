# arbitro quiz: textos de la interfaz, español. Trato de usted, como el Manual del Árbitro
# (exams/glossary/es.yaml); números con coma decimal.

question-of = Pregunta { $n }/{ $of }
question-n = Pregunta { $n }
marks = { $count ->
    [one] { $shown } punto
   *[other] { $shown } puntos
}
awarded-of = { $awarded }/{ $total } { $count ->
    [one] punto
   *[other] puntos
}
time-left = Tiempo restante
white-to-move = Juegan las blancas
black-to-move = Juegan las negras
hint-single = Responda con una letra (s = saltar, q = salir):
hint-multiple = Responda con una o más letras, p. ej. a,c (s = saltar, q = salir):
hint-numeric = Responda con un número, p. ej. 12,5, y si quiere ; y sus cálculos (s = saltar, q = salir):
hint-pairing = Escriba los emparejamientos blancas-negras, p. ej. 7-29 26-16 (bye: 5-0), y si quiere ; y sus razones (s = saltar, q = salir):
hint-open = Escriba su respuesta en una línea (s = saltar, q = salir):
correct = Correcto
wrong = Incorrecto
partial = Parcialmente correcto
skipped = Saltada
answer = Respuesta
your-answer = Su respuesta
model-answer = Respuesta modelo
marking-scheme = Criterio de corrección
explanation = Explicación
articles = Artículos
self-mark = ¿Cuántos puntos se concede? (0-{ $max }):
time-up = Se acabó el tiempo: esta respuesta no se acepta.
exam-over = Fin del examen: { $count ->
    [one] una pregunta
   *[other] { $count } preguntas
}.
score = Puntuación
pass = APROBADO
fail = NO APROBADO
pass-mark = nota para aprobar
review = Revisión de errores
no-mistakes = Ningún error.
no-answer = (sin respuesta)
give-result = Dé el resultado { $rule }.
round-whole = al entero más próximo (0,5 se redondea alejándose de cero)
round-decimals = con { $count ->
    [one] un decimal
   *[other] { $count } decimales
}, redondeando la mitad alejándose de cero
also-accepted = ; también se acepta { $values }
key-part = La clave da { $marks } por los tableros y el bye; califique sus razones.
error-not-an-option = '{ $letter }' no es una opción: responda con letras de la a a la { $last }, p. ej. 'a' o 'a,c'
error-no-option = no ha indicado ninguna opción
error-one-letter = indique exactamente una letra
error-not-a-number = '{ $text }' no es un número
error-not-a-board = '{ $token }' no es un tablero: escriba blancas-negras, p. ej. 7-29
error-no-board = no ha indicado ningún tablero
error-mark-range = indique una puntuación entre 0 y { $max }, en pasos de { $step }
error-no-question = ninguna pregunta cumple los filtros
error-bank-problems = el banco { $dir } tiene { $count ->
    [one] un problema
   *[other] { $count } problemas
}; ejecute «arbitro quiz lint»:
error-bank-empty = el banco { $dir } no tiene preguntas
list-id = id
list-topic = tema
list-kind = tipo
list-marks = puntos
list-languages = idiomas
list-total = { $count ->
    [one] { $count } pregunta
   *[other] { $count } preguntas
}, { $marks }
session-seed = semilla: { $seed }
