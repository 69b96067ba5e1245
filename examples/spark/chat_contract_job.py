"""chat-contract convert or validate as the map step of a PySpark job.

Each partition of the JSONL input is piped through one `chat-contract` process (`--jsonl --format
json`, one thread: Spark gives the parallelism). The converted lines are written in input order, so
the output files, concatenated, are byte for byte what one `chat-contract convert` prints for the
whole file; every per-line report (bad JSON, invalid document, warnings) is kept with its line number
in the whole input, in order, as `chat-contract --format json` prints it, and the counts are summed.

    spark-submit chat_contract_job.py convert INPUT OUTPUT_DIR -- --from chat --to items
    spark-submit chat_contract_job.py validate INPUT OUTPUT_DIR -- --schema chat

OUTPUT_DIR gets `converted/` (convert only: Spark's part files, in order), `reports.jsonl` and
`summary.json`. `--cli` names the command on the executors (default `chat-contract`, e.g.
`node /opt/chat-contract/dist/cli.js`).
"""

import argparse
import json
import os
import shlex
import subprocess
import sys
import time

from pyspark.sql import SparkSession

# The summary fields each command prints; the job sums them over the partitions.
COUNTS = {"convert": ("converted", "failed", "warnings"), "validate": ("valid", "invalid", "malformed")}


def run_partition(cli, mode, extra):
    """The map step: (line, index in the whole input) rows in, tagged results out."""

    def step(rows):
        rows = list(rows)
        if not rows:
            return
        first = rows[0][1]
        text = "".join(line + "\n" for line, _ in rows).encode("utf-8")
        command = cli + [mode, "-", "--jsonl", "--format", "json", "--jobs", "1", *extra]
        done = subprocess.run(command, input=text, capture_output=True, check=False)
        if done.returncode not in (0, 1):
            raise RuntimeError(f"{shlex.join(command)} exited with {done.returncode}: {done.stderr.decode()[:2000]}")
        out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
        # convert: documents on stdout, reports on stderr; validate: reports on stdout
        documents, reports = (out, err) if mode == "convert" else ("", out)
        for n, line in enumerate(documents.split("\n")[:-1]):
            yield ("document", first, n, line)
        for n, line in enumerate(reports.split("\n")[:-1]):
            record = json.loads(line)
            if "line" in record:
                record["line"] += first  # the partition's line 1 is line first + 1 of the whole input
                yield ("report", first, n, record)
            else:
                yield ("summary", first, n, record)

    return step


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    own, extra = (argv[: argv.index("--")], argv[argv.index("--") + 1 :]) if "--" in argv else (argv, [])
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=sorted(COUNTS))
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--cli", default=os.environ.get("CHAT_CONTRACT_CLI", "chat-contract"))
    parser.add_argument("--partitions", type=int, default=None, help="at least this many partitions")
    parser.add_argument("--master", default=None, help="e.g. local[2]; spark-submit sets it otherwise")
    args = parser.parse_args(own)

    started = time.monotonic()
    builder = SparkSession.builder.appName(f"chat-contract {args.mode}")
    spark = (builder.master(args.master) if args.master else builder).getOrCreate()
    sc = spark.sparkContext
    lines = sc.textFile(args.input, minPartitions=args.partitions) if args.partitions else sc.textFile(args.input)
    tagged = lines.zipWithIndex().mapPartitions(run_partition(shlex.split(args.cli), args.mode, extra)).cache()

    if args.mode == "convert":
        tagged.filter(lambda t: t[0] == "document").map(lambda t: t[3]).saveAsTextFile(os.path.join(args.output, "converted"))
    reports = sorted((t[1], t[2], t[3]) for t in tagged.filter(lambda t: t[0] == "report").collect())
    summaries = [t[3] for t in tagged.filter(lambda t: t[0] == "summary").collect()]
    spark.stop()

    os.makedirs(args.output, exist_ok=True)
    with open(os.path.join(args.output, "reports.jsonl"), "w", encoding="utf-8") as f:
        for _, _, record in reports:
            f.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    summary = {key: sum(s.get(key, 0) for s in summaries) for key in COUNTS[args.mode]}
    summary["partitions"] = len(summaries)
    summary["seconds"] = round(time.monotonic() - started, 3)
    with open(os.path.join(args.output, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f)
    print(json.dumps(summary))
    return 1 if summary.get("failed", 0) or summary.get("invalid", 0) else 0


if __name__ == "__main__":
    sys.exit(main())
