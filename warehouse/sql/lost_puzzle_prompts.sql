-- Of $shas, the puzzle prompts a crash may have sent without archiving the answer: never again.
SELECT DISTINCT prompt_sha256 FROM lost_sends WHERE suite = 'puzzle' AND prompt_sha256 = ANY($shas)
