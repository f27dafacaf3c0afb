"""Exercise 4: a grade book.

Each student has a list of marks out of 20. Write the functions below so
that `report()` prints every student's average and the class's best.
"""

PASS_MARK = 10


def total(marks):
    result = 0
    for mark in marks:
        result += mark
    return result


def average(marks):
    return total(marks) / len(marks)


def best(book):
    name, top = None, -1
    for student, marks in book.items():
        score = average(marks)
        if score > top:
            name, top = student, score
    return name, top


def passed(book):
    return sorted(s for s, marks in book.items() if average(marks) >= PASS_MARK)


def letter(score):
    if score >= 16:
        return "A"
    if score >= 13:
        return "B"
    if score >= PASS_MARK:
        return "C"
    return "F"


def report(book):
    lines = []
    for student in sorted(book):
        score = average(book[student])
        lines.append(f"{student:10} {score:5.2f} {letter(score)}")
    name, top = best(book)
    lines.append(f"best: {name} ({top:.2f})")
    lines.append("passed: " + ", ".join(passed(book)))
    return "\n".join(lines)


def parse(text):
    book = {}
    for line in text.strip().splitlines():
        student, _, rest = line.partition(":")
        book[student.strip()] = [int(m) for m in rest.split()]
    return book


GRADES = """
ada: 18 17 19 20
brian: 9 11 12
chloe: 14 15 13 16
dmitri:
emma: 7 8 12 10
"""

if __name__ == "__main__":
    print(report(parse(GRADES)))
