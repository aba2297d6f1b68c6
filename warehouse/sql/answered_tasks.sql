-- Tasks of $day that already have an answer (anything but an error row): never send these again.
SELECT DISTINCT model, task_id FROM responses WHERE day = $day AND status <> 'error'
