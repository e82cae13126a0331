"""Run ``python -m scorers`` as a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any


def run_cli(payload: bytes | str | Any, *args: str, timeout: float = 60) -> tuple[int, Any, str]:
    """Send ``payload`` (raw bytes/str, or a value to encode as JSON) to the CLI."""
    if isinstance(payload, str):
        data = payload.encode()
    elif isinstance(payload, bytes):
        data = payload
    else:
        data = json.dumps(payload).encode()
    done = subprocess.run([sys.executable, "-m", "scorers", *args], input=data,
                          capture_output=True, timeout=timeout, check=False)
    stdout = done.stdout.decode()
    return done.returncode, json.loads(stdout), done.stderr.decode()
