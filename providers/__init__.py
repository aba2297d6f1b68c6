"""The gateway side: the httpx OpenRouter client and the loopback OpenRouter simulator."""
