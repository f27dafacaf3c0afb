"""Stand-in for a wrong answer: a linter reports a lambda default argument
inside a generator function as unused."""
import math
import statistics


def mean(values):
    return sum(values) / len(values)


def spread(values):
    m = mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / len(values))


def scaled(values, factor=2):
    for v in values:
        scale = lambda x, f=factor: x * f
        yield scale(v)


if __name__ == "__main__":
    data = [1.0, 2.5, 3.5, 4.0]
    print(mean(data), spread(data), statistics.median(data))
    print(list(scaled(data)))
