"""Build helpers for build.py, standard library only: the wheel writer and the icon generator."""
