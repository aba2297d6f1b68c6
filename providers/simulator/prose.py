"""Filler prose of a requested length, so reply length (and tokens) can track verbosity.

The sentences are deliberately bland: no first-person declining phrases, no caveats, no bold,
no numbered items and no ANSWER lines, so filler never changes what a scorer reads from a reply.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

_TOPIC_SENTENCES = (
    "The main point about {topic} is that the details depend on the specific situation.",
    "A useful way to think about {topic} is to start from the basic facts and build up.",
    "Most discussions of {topic} come back to a small number of recurring questions.",
    "In practice, {topic} is easier to understand with a concrete example in mind.",
    "The history of {topic} shows how the current picture came to be.",
    "People who work with {topic} every day tend to focus on what can be measured.",
    "There are several well documented aspects of {topic} worth summarising here.",
    "Looking at {topic} through one worked case makes the central points easier to follow.",
    "The evidence on {topic} is fairly consistent on the central points.",
    "A short summary of {topic} helps before going into the finer points.",
)

_WORKING_SENTENCES = (
    "Let me check each case carefully before combining the counts.",
    "I will keep track of the partial results as I go.",
    "This case splits into smaller cases that are easier to count.",
    "Checking the constraints again confirms the previous step.",
    "The remaining options can be handled the same way.",
    "Adding up the contributions from each branch gives the running total.",
    "A quick consistency check on the smaller cases matches the pattern.",
    "Each choice here fixes the next one, which limits the possibilities.",
    "Going through the options in order avoids double counting.",
    "The symmetry of the setup does not remove any cases here.",
)


def words_for(base_words: float, verbosity: float, noise: float) -> int:
    """Target word count: base x verbosity x day-level log-normal noise, at least one sentence."""
    return max(8, int(round(base_words * verbosity * math.exp(noise))))


def _deal(templates: tuple[str, ...], rng: random.Random) -> Iterator[str]:
    """Templates in shuffled decks, so a sentence never repeats until all have been used."""
    while True:
        deck = list(templates)
        rng.shuffle(deck)
        yield from deck


def _fill(templates: tuple[str, ...], words: int, rng: random.Random, topic: str) -> str:
    out: list[str] = []
    count = 0
    for template in _deal(templates, rng):
        if count >= words:
            break
        sentence = template.format(topic=topic)
        out.append(sentence)
        count += len(sentence.split())
    return " ".join(out)


def topic_sentences(topic: str, count: int, rng: random.Random) -> list[str]:
    """Exactly `count` sentences on a topic (for bullets and fixed line counts)."""
    deal = _deal(_TOPIC_SENTENCES, rng)
    return [next(deal).format(topic=topic) for _ in range(count)]


def topic_prose(topic: str, words: int, rng: random.Random) -> str:
    """About `words` words of neutral prose on a topic, split into paragraphs."""
    text = _fill(_TOPIC_SENTENCES, words, rng, topic or "this question")
    return _paragraphs(text, rng)


def working_prose(words: int, rng: random.Random) -> str:
    """About `words` words of puzzle working."""
    return _paragraphs(_fill(_WORKING_SENTENCES, words, rng, ""), rng)


def _paragraphs(text: str, rng: random.Random) -> str:
    sentences = text.split(". ")
    size = rng.randint(3, 5)
    chunks = [". ".join(sentences[i : i + size]) for i in range(0, len(sentences), size)]
    return ".\n\n".join(c.rstrip(".") for c in chunks) + "."


def estimate_tokens(text: str) -> int:
    """Roughly four characters per token, as for English with common BPE vocabularies."""
    return max(1, math.ceil(len(text) / 4)) if text else 0
