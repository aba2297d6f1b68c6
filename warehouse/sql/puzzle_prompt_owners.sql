SELECT prompt_sha256, day, model, task_id FROM puzzle_prompts WHERE prompt_sha256 = ANY($shas)
