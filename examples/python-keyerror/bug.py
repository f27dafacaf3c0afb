# A teaching exercise: count the grades of a class and print a report.
# It raises KeyError for one student's grade; whittle shrinks it to the
# few lines that still do.

GRADES = {"A": 4, "B": 3, "C": 2, "D": 1, "F": 0}


def average(points):
    if not points:
        return 0.0
    return sum(points) / len(points)


def parse(line):
    name, grade = line.split(",")
    return name.strip(), grade.strip()


def report(students):
    points = []
    counts = {}
    for name, grade in students:
        counts[grade] = counts.get(grade, 0) + 1
        points.append(GRADES[grade])
    lines = ["%s: %d" % (grade, counts[grade]) for grade in sorted(counts)]
    lines.append("average: %.2f" % average(points))
    return "\n".join(lines)


ROSTER = """
ada, A
brian, B
chen, A
dana, C
emil, B+
fay, D
"""

students = [parse(line) for line in ROSTER.strip().splitlines()]
print(report(students))
