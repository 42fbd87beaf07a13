"""An SMTP server (aiosmtpd) on loopback that keeps every message it accepts, for tests and benchmarks.

    python3 smtp-sink.py DIRECTORY [--host HOST] [--hold-at N]

Listens on a free port of HOST (127.0.0.1 by default) and prints `listening HOST:PORT` once it does. Each
message is written, before the server answers 250, as DIRECTORY/NNNNNN.eml (the raw message as received)
beside NNNNNN.json (its envelope: sender and recipients), then its .eml path is printed on a line of its own.
With --hold-at N, the answer to the Nth message waits until SIGUSR1 (or a minute): the message is kept but its
sender does not know yet, the moment a benchmark kills the sender in. Stops on SIGTERM or SIGINT.
"""

import argparse
import asyncio
import json
import os
import signal

from aiosmtpd.smtp import SMTP


class KeepMessages:
    def __init__(self, directory, hold_at, released):
        self.directory = directory
        self.hold_at = hold_at
        self.released = released
        self.count = 0

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        base = os.path.join(self.directory, f"{self.count:06d}")
        with open(base + ".json", "w", encoding="utf-8") as sidecar:
            json.dump({"mailFrom": envelope.mail_from, "rcptTos": envelope.rcpt_tos}, sidecar)
        # written under another name first, so a reader never sees half a message
        with open(base + ".part", "wb") as message:
            message.write(envelope.original_content)
        os.replace(base + ".part", base + ".eml")
        print(base + ".eml", flush=True)
        if self.count == self.hold_at:
            try:
                await asyncio.wait_for(self.released.wait(), 60)
            except asyncio.TimeoutError:
                pass
        return "250 Message accepted for delivery"


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--hold-at", type=int, default=0)
    options = parser.parse_args()
    directory, host = options.directory, options.host
    os.makedirs(directory, exist_ok=True)
    released = asyncio.Event()
    handler = KeepMessages(directory, options.hold_at, released)
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGUSR1, released.set)
    server = await loop.create_server(lambda: SMTP(handler, hostname="smtp-sink.test"), host, 0)
    port = server.sockets[0].getsockname()[1]
    print(f"listening {host}:{port}", flush=True)
    stop = loop.create_future()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, lambda: stop.done() or stop.set_result(None))
    await stop
    server.close()
    await server.wait_closed()


if __name__ == "__main__":
    asyncio.run(main())
