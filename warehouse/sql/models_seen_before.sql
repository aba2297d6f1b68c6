SELECT DISTINCT model FROM pins WHERE day < $day
