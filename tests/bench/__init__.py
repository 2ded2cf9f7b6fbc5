"""Benchmarks, kept out of the wheel: ``python -m tests.bench --help`` (or ``python build.py bench``).

    __main__.py   the command: sizes, CPython timings, browser start-up and in-page bot timings
    timing.py     hands/s and bot decision times; its source also runs inside the page's Pyodide
    browser.py    headless Chromium: cold/warm start against a bare-Pyodide floor page
    paohuzi.py    跑胡子's own benchmarks (win check, bot hands per second)
"""
