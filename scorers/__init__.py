"""Table Companion rules core.

Pure functions over pydantic models: no UI, no storage, no files. The JSON interface
(`python -m scorers`, CONTRACT v1) and the Flet app call the same functions.
"""

from scorers.common.errors import ImpossibleInput
from scorers.common.models import Model, Verdict, Violation

__all__ = ["ImpossibleInput", "Model", "Verdict", "Violation"]
