//! Directed weighted graphs with named nodes: shortest paths (Dijkstra),
//! topological ordering with cycle reporting, reachability, and a small text
//! format with one edge per line, such as `a -> b : 3`.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet, VecDeque};
use std::fmt;
use std::str::FromStr;

pub type NodeId = usize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    pub from: NodeId,
    pub to: NodeId,
    pub weight: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GraphError {
    UnknownNode(String),
    Cycle(Vec<String>),
    DuplicateEdge { from: String, to: String },
    Parse { line: usize, message: String },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::UnknownNode(name) => write!(f, "unknown node `{}`", name),
            GraphError::Cycle(nodes) => write!(f, "cycle detected: {}", nodes.join(" -> ")),
            GraphError::DuplicateEdge { from, to } => write!(f, "edge {} -> {} already exists", from, to),
            GraphError::Parse { line, message } => write!(f, "line {}: {}", line, message),
        }
    }
}

impl std::error::Error for GraphError {}

/// The result of a shortest-path query: total weight and the nodes visited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Path {
    pub cost: u64,
    pub nodes: Vec<String>,
}

#[derive(Debug, Clone, Default)]
pub struct Graph {
    names: Vec<String>,
    index: HashMap<String, NodeId>,
    adjacency: Vec<Vec<Edge>>,
}

impl Graph {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a node if it does not exist yet and returns its id.
    pub fn add_node(&mut self, name: &str) -> NodeId {
        if let Some(&id) = self.index.get(name) {
            return id;
        }
        let id = self.names.len();
        self.names.push(name.to_string());
        self.index.insert(name.to_string(), id);
        self.adjacency.push(Vec::new());
        id
    }

    pub fn node_id(&self, name: &str) -> Option<NodeId> {
        self.index.get(name).copied()
    }

    fn require(&self, name: &str) -> Result<NodeId, GraphError> {
        self.node_id(name).ok_or_else(|| GraphError::UnknownNode(name.to_string()))
    }

    pub fn name(&self, id: NodeId) -> &str {
        &self.names[id]
    }

    pub fn node_count(&self) -> usize {
        self.names.len()
    }

    pub fn edge_count(&self) -> usize {
        self.adjacency.iter().map(Vec::len).sum()
    }

    /// Adds an edge, creating both end points if needed. Adding an edge that
    /// already exists is an error.
    pub fn add_edge(&mut self, from: &str, to: &str, weight: u64) -> Result<(), GraphError> {
        let a = self.add_node(from);
        let b = self.add_node(to);
        if self.adjacency[a].iter().any(|e| e.to == b) {
            return Err(GraphError::DuplicateEdge { from: from.to_string(), to: to.to_string() });
        }
        self.adjacency[a].push(Edge { from: a, to: b, weight });
        Ok(())
    }

    pub fn neighbors(&self, name: &str) -> Result<Vec<(&str, u64)>, GraphError> {
        let id = self.require(name)?;
        Ok(self.adjacency[id].iter().map(|e| (self.name(e.to), e.weight)).collect())
    }

    pub fn edges(&self) -> impl Iterator<Item = &Edge> + '_ {
        self.adjacency.iter().flatten()
    }

    /// Nodes reachable from `start` (itself included), in breadth-first order.
    pub fn reachable(&self, start: &str) -> Result<Vec<String>, GraphError> {
        let origin = self.require(start)?;
        let mut seen = vec![false; self.node_count()];
        let mut queue = VecDeque::from([origin]);
        let mut order = Vec::new();
        seen[origin] = true;
        while let Some(node) = queue.pop_front() {
            order.push(self.names[node].clone());
            for edge in &self.adjacency[node] {
                if !seen[edge.to] {
                    seen[edge.to] = true;
                    queue.push_back(edge.to);
                }
            }
        }
        Ok(order)
    }

    /// Dijkstra from `start`: the cost to every reachable node and the
    /// predecessor of each on a cheapest path.
    fn dijkstra(&self, start: NodeId) -> (Vec<Option<u64>>, Vec<Option<NodeId>>) {
        let mut dist: Vec<Option<u64>> = vec![None; self.node_count()];
        let mut prev: Vec<Option<NodeId>> = vec![None; self.node_count()];
        let mut heap = BinaryHeap::new();
        dist[start] = Some(0);
        heap.push(Reverse((0u64, start)));
        while let Some(Reverse((cost, node))) = heap.pop() {
            if dist[node].map_or(false, |best| cost > best) {
                continue;
            }
            for edge in &self.adjacency[node] {
                let next = cost.saturating_add(edge.weight);
                if dist[edge.to].map_or(true, |known| next < known) {
                    dist[edge.to] = Some(next);
                    prev[edge.to] = Some(node);
                    heap.push(Reverse((next, edge.to)));
                }
            }
        }
        (dist, prev)
    }

    /// The cheapest path from `from` to `to`, or `None` if `to` is unreachable.
    pub fn shortest_path(&self, from: &str, to: &str) -> Result<Option<Path>, GraphError> {
        let origin = self.require(from)?;
        let target = self.require(to)?;
        let (dist, prev) = self.dijkstra(origin);
        let cost = match dist[target] {
            Some(cost) => cost,
            None => return Ok(None),
        };
        let mut nodes = vec![self.names[target].clone()];
        let mut current = target;
        while let Some(before) = prev[current] {
            nodes.push(self.names[before].clone());
            current = before;
        }
        nodes.reverse();
        Ok(Some(Path { cost, nodes }))
    }

    /// Kahn's algorithm; ties are broken by insertion order so the result is
    /// stable. A cycle is reported with the nodes on it.
    pub fn topo_sort(&self) -> Result<Vec<String>, GraphError> {
        let mut in_degree = vec![0usize; self.node_count()];
        for edge in self.edges() {
            in_degree[edge.to] += 1;
        }
        let mut ready: VecDeque<NodeId> = (0..self.node_count()).filter(|&n| in_degree[n] == 0).collect();
        let mut order = Vec::with_capacity(self.node_count());
        while let Some(node) = ready.pop_front() {
            order.push(self.names[node].clone());
            for edge in &self.adjacency[node] {
                in_degree[edge.to] -= 1;
                if in_degree[edge.to] == 0 {
                    ready.push_back(edge.to);
                }
            }
        }
        if order.len() == self.node_count() {
            Ok(order)
        } else {
            Err(GraphError::Cycle(self.find_cycle().unwrap_or_default()))
        }
    }

    /// Some cycle in the graph, first node repeated at the end, if any.
    pub fn find_cycle(&self) -> Option<Vec<String>> {
        #[derive(Clone, Copy, PartialEq)]
        enum Mark {
            New,
            Active,
            Done,
        }
        let mut marks = vec![Mark::New; self.node_count()];
        for root in 0..self.node_count() {
            if marks[root] != Mark::New {
                continue;
            }
            let mut stack: Vec<(NodeId, usize)> = vec![(root, 0)];
            marks[root] = Mark::Active;
            while let Some(top) = stack.last_mut() {
                let (node, position) = *top;
                top.1 += 1;
                if let Some(edge) = self.adjacency[node].get(position) {
                    match marks[edge.to] {
                        Mark::New => {
                            marks[edge.to] = Mark::Active;
                            stack.push((edge.to, 0));
                        }
                        Mark::Active => {
                            let start = stack.iter().position(|&(n, _)| n == edge.to).unwrap_or(0);
                            let mut cycle: Vec<String> =
                                stack[start..].iter().map(|&(n, _)| self.names[n].clone()).collect();
                            cycle.push(self.names[edge.to].clone());
                            return Some(cycle);
                        }
                        Mark::Done => {}
                    }
                } else {
                    marks[node] = Mark::Done;
                    stack.pop();
                }
            }
        }
        None
    }
}

/// Reads graphs from text: `a -> b : 3` adds an edge (the weight defaults to
/// `default_weight`), a bare name declares a node, `#` starts a comment.
#[derive(Debug, Clone)]
pub struct GraphBuilder {
    graph: Graph,
    default_weight: u64,
}

impl GraphBuilder {
    pub fn new() -> Self {
        GraphBuilder { graph: Graph::new(), default_weight: 1 }
    }

    pub fn default_weight(mut self, weight: u64) -> Self {
        self.default_weight = weight;
        self
    }

    pub fn parse(mut self, text: &str) -> Result<Self, GraphError> {
        for (number, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let fail = |message: String| GraphError::Parse { line: number + 1, message };
            let (edge_part, weight) = match line.split_once(':') {
                Some((left, right)) => {
                    let weight = right
                        .trim()
                        .parse::<u64>()
                        .map_err(|_| fail(format!("bad weight `{}`", right.trim())))?;
                    (left.trim(), weight)
                }
                None => (line, self.default_weight),
            };
            match edge_part.split_once("->") {
                Some((from, to)) => {
                    let (from, to) = (from.trim(), to.trim());
                    if !valid_name(from) || !valid_name(to) {
                        return Err(fail(format!("bad edge `{}`", edge_part)));
                    }
                    self.graph.add_edge(from, to, weight).map_err(|e| fail(e.to_string()))?;
                }
                None if valid_name(edge_part) && !line.contains(':') => {
                    self.graph.add_node(edge_part);
                }
                None => return Err(fail(format!("expected `from -> to`, found `{}`", line))),
            }
        }
        Ok(self)
    }

    pub fn build(self) -> Graph {
        self.graph
    }
}

fn valid_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.')
}

impl FromStr for Graph {
    type Err = GraphError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Ok(GraphBuilder::new().parse(text)?.build())
    }
}

impl fmt::Display for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut listed = HashSet::new();
        for edge in self.edges() {
            writeln!(f, "{} -> {} : {}", self.names[edge.from], self.names[edge.to], edge.weight)?;
            listed.insert(edge.from);
            listed.insert(edge.to);
        }
        for (id, name) in self.names.iter().enumerate() {
            if !listed.contains(&id) {
                writeln!(f, "{}", name)?;
            }
        }
        Ok(())
    }
}
