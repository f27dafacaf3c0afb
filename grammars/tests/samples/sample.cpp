// A small C++ sample.
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace shapes {

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
    std::string name() const { return name_; }

protected:
    explicit Shape(std::string name) : name_(std::move(name)) {}

private:
    std::string name_;
};

class Rect : public Shape {
public:
    Rect(double w, double h) : Shape("rect"), w_(w), h_(h) {}
    double area() const override { return w_ * h_; }

private:
    double w_, h_;
};

template <typename T>
T largest(const std::vector<T>& xs) {
    T best{};
    for (const auto& x : xs) {
        if (x > best) best = x;
    }
    return best;
}

}  // namespace shapes

int main() {
    std::vector<double> areas;
    std::map<std::string, int> counts{{"rect", 0}, {"circle", 0}};
    shapes::Rect r(2.0, 3.5);
    areas.push_back(r.area());
    counts[r.name()] += 1;
    auto f = [&](double a) { return a * 2; };
    std::cout << shapes::largest(areas) << " " << f(1.5) << std::endl;
    return 0;
}
