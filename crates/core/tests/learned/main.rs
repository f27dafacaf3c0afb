//! The learning-guided reducers' observable behaviours: the model file and
//! the models ([Gharachorlu 2021], [Gharachorlu 2023b];
//! docs/references.md), model-guided Pardis, the type
//! schedule, probabilistic joint reduction and type-batched reduction, on
//! small hand-built trees.

mod joint;
mod model_pardis;
mod models;
mod spec;
mod type_batched;
