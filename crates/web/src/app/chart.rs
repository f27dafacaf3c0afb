//! The size-against-queries chart: an inline SVG with one step curve per run
//! (one for a single run, one per algorithm in a race) and a legend.

use std::rc::Rc;

use yew::prelude::*;

use crate::protocol::Point;

/// Distinct enough for a handful of racing algorithms: style.css's
/// variables, with a light and a dark set.
pub const COLORS: &[&str] = &[
    "var(--series-1)",
    "var(--series-2)",
    "var(--series-3)",
    "var(--series-4)",
    "var(--series-5)",
    "var(--series-6)",
    "var(--series-7)",
    "var(--series-8)",
];

#[derive(Clone, PartialEq)]
pub struct Series {
    pub label: String,
    pub color: &'static str,
    /// Sizes after so many queries, in query order.
    pub points: Rc<Vec<Point>>,
}

#[derive(Properties, PartialEq)]
pub struct ChartProps {
    pub series: Vec<Series>,
}

const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 220.0;
const LEFT: f64 = 64.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 30.0;

/// A step path: the size holds until the query that reduced it.
fn path(points: &[Point], max_x: f64, max_y: f64) -> String {
    let x = |q: u64| LEFT + (q as f64 / max_x) * (WIDTH - LEFT - RIGHT);
    let y = |b: usize| TOP + (1.0 - b as f64 / max_y) * (HEIGHT - TOP - BOTTOM);
    let mut d = String::with_capacity(points.len() * 16);
    for (i, p) in points.iter().enumerate() {
        if i == 0 {
            d.push_str(&format!("M{:.1} {:.1}", x(p.queries), y(p.bytes)));
        } else {
            d.push_str(&format!(" H{:.1} V{:.1}", x(p.queries), y(p.bytes)));
        }
    }
    d
}

fn bytes_label(bytes: f64) -> String {
    if bytes >= 10_240.0 {
        format!("{:.0} KB", bytes / 1024.0)
    } else {
        format!("{bytes:.0} B")
    }
}

#[function_component(SizeChart)]
pub fn size_chart(props: &ChartProps) -> Html {
    let max_x = props
        .series
        .iter()
        .flat_map(|s| s.points.last().map(|p| p.queries))
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let max_y = props
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.bytes))
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let bottom = HEIGHT - BOTTOM;
    html! {
        <div class="chart">
            <svg data-testid="size-chart" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img"
                aria-label="size of the current test case against oracle queries">
                <line class="axis" x1={LEFT.to_string()} y1={TOP.to_string()} x2={LEFT.to_string()} y2={bottom.to_string()} />
                <line class="axis" x1={LEFT.to_string()} y1={bottom.to_string()} x2={(WIDTH - RIGHT).to_string()} y2={bottom.to_string()} />
                <text x={(LEFT - 4.0).to_string()} y={(TOP + 8.0).to_string()} text-anchor="end">{ bytes_label(max_y) }</text>
                <text x={(LEFT - 4.0).to_string()} y={bottom.to_string()} text-anchor="end">{ "0" }</text>
                <text x={LEFT.to_string()} y={(HEIGHT - 8.0).to_string()}>{ "0" }</text>
                <text x={(WIDTH - RIGHT).to_string()} y={(HEIGHT - 8.0).to_string()} text-anchor="end">{ format!("{max_x:.0} queries") }</text>
                { for props.series.iter().filter(|s| !s.points.is_empty()).map(|s| html! {
                    <path class="curve" data-testid="chart-curve" data-label={s.label.clone()}
                        style={format!("stroke:{}", s.color)} d={path(&s.points, max_x, max_y)} />
                }) }
            </svg>
            <div class="legend" data-testid="chart-legend">
                { for props.series.iter().map(|s| {
                    let last = s.points.last().copied();
                    html! {
                        <span class="legend-item">
                            <span class="swatch" style={format!("background:{}", s.color)}></span>
                            { &s.label }
                            if let Some(p) = last {
                                <span class="muted">{ format!(" {} B after {} queries", p.bytes, p.queries) }</span>
                            }
                        </span>
                    }
                }) }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_steps_down_at_each_reduction() {
        let points = [
            Point {
                queries: 0,
                bytes: 100,
            },
            Point {
                queries: 10,
                bytes: 50,
            },
        ];
        let d = path(&points, 10.0, 100.0);
        assert!(d.starts_with(&format!("M{LEFT:.1} {TOP:.1}")));
        assert_eq!(d.matches(" H").count(), 1);
        assert!(d.ends_with(&format!("V{:.1}", TOP + 0.5 * (HEIGHT - TOP - BOTTOM))));
    }
}
