# Interesting when the candidate, run as a program, still ends with a
# KeyError (whittle reduce bug.py --python oracle.py).


def interesting(input: str, data: bytes) -> bool:
    code, stdout, stderr = run_python(input)
    return code != 0 and "KeyError" in stderr
