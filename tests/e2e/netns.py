"""A test internet with real NAT routers, in network namespaces this module makes (never the host's network).

    public   pj<t>p   one bridge 10.234.<n>.0/24, address .1 (the relay, coturn's STUN/TURN listen there)
    routers  pj<t>r<i> WAN 10.234.<n>.<10+i> on the bridge, LAN 192.168.<20+i>.1; iptables NAT
    homes    pj<t>h<i> 192.168.<20+i>.2, default route via its router: a player's browser runs here

A router's kind:

* ``cone``: ``MASQUERADE`` keeps the source port while it is free, so one inside port maps to one
  outside port whatever the destination (endpoint-independent mapping: STUN's answer is what peers see);
* ``symmetric``: ``MASQUERADE --random-fully``: every new destination gets a random outside port, so the
  address STUN saw is not the one a peer would have to use: no direct path to another NAT's player.

Both kinds let in only replies (conntrack ESTABLISHED/RELATED) and drop every other packet from the
public side, as home routers do (an unsolicited packet's conntrack entry would otherwise take the port a
cone mapping keeps). Needs root, ``ip`` and ``iptables``; ``NatNet`` raises ``NetUnavailable`` otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

KINDS = ("cone", "symmetric")


class NetUnavailable(RuntimeError):
    """This machine cannot make the test network (no root, no ip/iptables, namespaces refused)."""


def _run(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(list(args), capture_output=True, text=True)
    if check and r.returncode != 0:
        raise NetUnavailable(f"{' '.join(args)}: {r.stderr.strip()}")
    return r


def make_netns(name: str) -> None:
    """A new namespace with its loopback up and IPv6 off. With IPv6 on, each link's address finishes
    duplicate detection a second or two after it comes up; Chromium takes that for a network change
    and fails every request in flight (ERR_NETWORK_CHANGED: a CI run lost a page's start to it). The
    tests' addresses are IPv4 only."""
    _run("ip", "netns", "add", name)
    _run("ip", "-n", name, "link", "set", "lo", "up")
    _run("ip", "netns", "exec", name, "sh", "-c",
         "for f in all default; do echo 1 > /proc/sys/net/ipv6/conf/$f/disable_ipv6; done", check=False)


class NatNet:
    """The public namespace and one home behind its own router per entry of ``kinds``."""

    def __init__(self, kinds: list[str]) -> None:
        if os.geteuid() != 0:
            raise NetUnavailable("network namespaces need root")
        for tool in ("ip", "iptables"):
            if shutil.which(tool) is None:
                raise NetUnavailable(f"no `{tool}` (.ci/run installs iproute2 and iptables)")
        bad = [k for k in kinds if k not in KINDS]
        if bad:
            raise ValueError(f"router kinds are {KINDS}, not {bad}")
        tag = f"{os.getpid() % 100000}"
        n = os.getpid() % 250
        self.kinds = list(kinds)
        self.public = f"pj{tag}p"
        self.public_addr = f"10.234.{n}.1"
        self.routers = [f"pj{tag}r{i}" for i in range(len(kinds))]
        self.homes = [f"pj{tag}h{i}" for i in range(len(kinds))]
        self.wan = [f"10.234.{n}.{10 + i}" for i in range(len(kinds))]
        self.home_addr = [f"192.168.{20 + i}.2" for i in range(len(kinds))]
        self._made: list[str] = []
        try:
            self._build(tag)
        except BaseException:
            self.close()
            raise

    def _ns(self, name: str) -> None:
        self._made.append(name)
        make_netns(name)

    def _build(self, tag: str) -> None:
        pub = self.public
        self._ns(pub)
        _run("ip", "-n", pub, "link", "add", "br0", "type", "bridge")
        _run("ip", "-n", pub, "addr", "add", f"{self.public_addr}/24", "dev", "br0")
        _run("ip", "-n", pub, "link", "set", "br0", "up")
        for i, kind in enumerate(self.kinds):
            r, h = self.routers[i], self.homes[i]
            self._ns(r)
            self._ns(h)
            # WAN: router <-> public bridge
            _run("ip", "link", "add", f"w{tag}{i}", "netns", r, "type", "veth", "peer", "name", f"p{tag}{i}",
                 "netns", pub)
            _run("ip", "-n", pub, "link", "set", f"p{tag}{i}", "master", "br0")
            _run("ip", "-n", pub, "link", "set", f"p{tag}{i}", "up")
            _run("ip", "-n", r, "link", "set", f"w{tag}{i}", "name", "wan")
            _run("ip", "-n", r, "addr", "add", f"{self.wan[i]}/24", "dev", "wan")
            _run("ip", "-n", r, "link", "set", "wan", "up")
            # LAN: router <-> home
            lan = f"192.168.{20 + i}"
            _run("ip", "link", "add", f"l{tag}{i}", "netns", r, "type", "veth", "peer", "name", f"h{tag}{i}",
                 "netns", h)
            _run("ip", "-n", r, "link", "set", f"l{tag}{i}", "name", "lan")
            _run("ip", "-n", r, "addr", "add", f"{lan}.1/24", "dev", "lan")
            _run("ip", "-n", r, "link", "set", "lan", "up")
            _run("ip", "-n", h, "link", "set", f"h{tag}{i}", "name", "eth0")
            _run("ip", "-n", h, "addr", "add", f"{lan}.2/24", "dev", "eth0")
            _run("ip", "-n", h, "link", "set", "eth0", "up")
            _run("ip", "-n", h, "route", "add", "default", "via", f"{lan}.1")
            ex = ("ip", "netns", "exec", r)
            _run(*ex, "sh", "-c", "echo 1 > /proc/sys/net/ipv4/ip_forward")  # (no procps needed)
            nat = ["MASQUERADE"] + (["--random-fully"] if kind == "symmetric" else [])
            _run(*ex, "iptables", "-t", "nat", "-A", "POSTROUTING", "-o", "wan", "-j", *nat)
            for chain in ("FORWARD", "INPUT"):
                _run(*ex, "iptables", "-A", chain, "-i", "wan", "-m", "conntrack", "--ctstate",
                     "ESTABLISHED,RELATED", "-j", "ACCEPT")
                _run(*ex, "iptables", "-A", chain, "-i", "wan", "-j", "DROP")

    def exec_prefix(self, ns: str) -> list[str]:
        return ["ip", "netns", "exec", ns]

    def close(self) -> None:
        for ns in reversed(self._made):
            _run("ip", "netns", "del", ns, check=False)
        self._made.clear()


def udp_cut(net: NatNet, i: int, on: bool) -> None:
    """Router ``i`` drops (``on``) or forwards again every UDP packet, both ways: its home's WebRTC paths
    (and STUN, TURN) die at once, as when a NAT loses its mappings for good; TCP (the relays) goes on."""
    rule = ["FORWARD", "-p", "udp", "-j", "DROP"]
    _run(*net.exec_prefix(net.routers[i]), "iptables", *(["-I", *rule[:1], "1", *rule[1:]] if on else ["-D", *rule]))


TURN_USER, TURN_PASSWORD = "paiju", "table-talk"


class Coturn:
    """coturn (Debian's ``turnserver``) on the public address: STUN, and TURN with one long-term user."""

    def __init__(self, net: NatNet, tmp: Path, port: int = 3478) -> None:
        exe = shutil.which("turnserver")
        if exe is None:
            raise NetUnavailable("no turnserver (.ci/run installs coturn)")
        self.log = tmp / "turnserver.log"
        addr = net.public_addr
        self.proc = subprocess.Popen(
            [*net.exec_prefix(net.public), exe, "-n", "--listening-ip", addr, "--relay-ip", addr,
             "--listening-port", str(port), "--min-port", "49160", "--max-port", "49400", "--lt-cred-mech",
             "--user", f"{TURN_USER}:{TURN_PASSWORD}", "--realm", "paiju.test", "--no-tls", "--no-dtls",
             "--no-cli", "--log-file", str(self.log), "--simple-log", "--pidfile", str(tmp / "turnserver.pid"),
             "--allowed-peer-ip", "10.234.0.0-10.234.255.255", "--no-software-attribute"],
            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, start_new_session=True)
        self.stun = f"stun:{addr}:{port}"
        self.turn = f"turn:{addr}:{port}?transport=udp"
        probe = ("import socket,os,time\ns=socket.socket(socket.AF_INET,socket.SOCK_DGRAM);s.settimeout(0.3)\n"
                 f"req=bytes.fromhex('000100002112a442')+os.urandom(12)\nfor _ in range(40):\n"
                 f" s.sendto(req,('{addr}',{port}))\n try: s.recv(200); break\n except OSError: time.sleep(0.1)\n"
                 "else: raise SystemExit(1)")
        if subprocess.run([*net.exec_prefix(net.public), sys.executable, "-c", probe]).returncode != 0:
            self.close()
            raise NetUnavailable("coturn did not answer STUN: " + (self.log.read_text()[-1500:] if self.log.exists()
                                                                    else ""))

    def close(self) -> None:
        try:
            os.killpg(self.proc.pid, 15)
        except ProcessLookupError:
            pass
        self.proc.wait(10)
