"""Entry point of ``python -m scorers``."""

import sys

from scorers.cli import main

sys.exit(main())
