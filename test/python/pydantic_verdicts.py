"""Reads [{"id", "type", "file" or "text"}] on stdin; prints each case's verdict under the installed chat_contract package.

Usage: <python of a venv with the wheel installed> pydantic_verdicts.py
(or PYTHONPATH=generated/python python3 pydantic_verdicts.py for the source folder).
"""

import json
import sys
from pathlib import Path

import chat_contract
from pydantic import ValidationError


def verdict(case: dict) -> dict:
    adapter = getattr(chat_contract, case["type"] + "Adapter")
    try:
        adapter.validate_json(case["text"] if "text" in case else Path(case["file"]).read_bytes())
        return {"id": case["id"], "ok": True}
    except ValidationError as error:
        first = error.errors()[0]
        where = "/".join(str(part) for part in first["loc"])
        return {"id": case["id"], "ok": False, "error": f"{where}: {first['msg']} [{first['type']}]"}


print(json.dumps([verdict(case) for case in json.load(sys.stdin)]))
