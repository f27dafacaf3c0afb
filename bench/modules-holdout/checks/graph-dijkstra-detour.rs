// The cheapest path takes a three-edge detour over a more expensive direct
// edge, and reports its total cost and the nodes along it.
fn main() {
    let text = "depot -> market : 10\ndepot -> mill : 3\nmill -> market : 8\nmill -> farm : 2\nfarm -> market : 4\n";
    let graph: subject::Graph = text.parse().unwrap();
    let path = graph.shortest_path("depot", "market").unwrap().unwrap();
    assert_eq!(path.cost, 9);
    assert_eq!(path.nodes, ["depot", "mill", "farm", "market"]);
}
