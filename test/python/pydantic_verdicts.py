"""Reads [{"id", "type", "file" or "text"}] on stdin; prints each fixture's verdict under the generated pydantic models.

Usage: python pydantic_verdicts.py [--installed]
With --installed, the installed chat_contract package is used (the wheel in a virtual environment),
and its location is printed to stderr; without it, the source folder generated/python.
"""

import json
import sys
from pathlib import Path

if "--installed" not in sys.argv:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "generated" / "python"))

import chat_contract  # noqa: E402
from pydantic import ValidationError  # noqa: E402


def verdict(case: dict) -> dict:
    adapter = getattr(chat_contract, case["type"] + "Adapter")
    try:
        adapter.validate_json(case["text"] if "text" in case else Path(case["file"]).read_bytes())
        return {"id": case["id"], "ok": True}
    except ValidationError as error:
        first = error.errors()[0]
        where = "/".join(str(part) for part in first["loc"])
        return {"id": case["id"], "ok": False, "error": f"{where}: {first['msg']} [{first['type']}]"}


print(f"chat_contract {chat_contract.__version__} from {chat_contract.__file__}", file=sys.stderr)
print(json.dumps([verdict(case) for case in json.load(sys.stdin)]))
