// shapes.cpp: areas and bounding boxes of a scene's shapes.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <vector>

namespace scene {

struct Box {
    double left, top, right, bottom;
};

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual Box bounds() const = 0;
};

class Circle : public Shape {
public:
    Circle(double x, double y, double r) : x_(x), y_(y), r_(r) {}
    double area() const override { return M_PI * r_ * r_; }
    Box bounds() const override { return {x_ - r_, y_ - r_, x_ + r_, y_ + r_}; }

private:
    double x_, y_, r_;
};

class Rect : public Shape {
public:
    Rect(double l, double t, double w, double h) : box_{l, t, l + w, t + h} {}
    double area() const override {
        return (box_.right - box_.left) * (box_.bottom - box_.top);
    }
    Box bounds() const override { return box_; }

private:
    Box box_;
};

template <typename It>
double total_area(It first, It last) {
    double sum = 0;
    for (auto it = first; it != last; ++it) {
        sum += (*it)->area();
    }
    return sum;
}

}  // namespace scene

int main() {
    std::vector<std::unique_ptr<scene::Shape>> shapes;
    shapes.push_back(std::make_unique<scene::Circle>(0, 0, 1.5));
    shapes.push_back(std::make_unique<scene::Rect>(2, 2, 3, 4));
    auto largest = std::max_element(shapes.begin(), shapes.end(),
        [](const auto& a, const auto& b) { return a->area() < b->area(); });
    std::cout << "total " << scene::total_area(shapes.begin(), shapes.end())
              << ", largest " << (*largest)->area() << std::endl;
    return 0;
}
