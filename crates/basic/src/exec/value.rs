//! Values, variables and arrays as the running program holds them.

use std::collections::HashMap;
use std::rc::Rc;

use crate::error::ErrorKind;
use crate::num::{NumKind, Number};
use crate::parse::{NameId, VarRef, VarType};

/// A value: a number of the machine's format, or a string of bytes.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<N> {
    /// A number.
    Num(N),
    /// A string.
    Str(Rc<[u8]>),
}

impl<N: Number> Value<N> {
    /// The number, or `TypeMismatch`.
    pub fn num(self) -> Result<N, ErrorKind> {
        match self {
            Value::Num(n) => Ok(n),
            Value::Str(_) => Err(ErrorKind::TypeMismatch),
        }
    }

    /// The string, or `TypeMismatch`.
    pub fn string(self) -> Result<Rc<[u8]>, ErrorKind> {
        match self {
            Value::Str(s) => Ok(s),
            Value::Num(_) => Err(ErrorKind::TypeMismatch),
        }
    }

    /// The value a fresh variable of `ty` holds.
    pub fn zero(ty: VarType) -> Self {
        match ty {
            VarType::Str => Value::Str(Rc::from(&b""[..])),
            VarType::Num(kind) => Value::Num(N::from_i32(0).to_kind(kind).unwrap_or_default()),
        }
    }

    /// Converts for storing into a variable of `ty` (rounding or flooring into an integer).
    pub fn coerce(self, ty: VarType) -> Result<Self, ErrorKind> {
        match (self, ty) {
            (Value::Str(s), VarType::Str) => Ok(Value::Str(s)),
            (Value::Num(n), VarType::Num(kind)) => Ok(Value::Num(n.to_kind(kind)?)),
            _ => Err(ErrorKind::TypeMismatch),
        }
    }
}

/// An array: its bounds and its elements in row-major order.
#[derive(Clone, Debug)]
pub struct Array<N> {
    /// The number of elements along each dimension (upper bound + 1).
    pub dims: Vec<usize>,
    /// The elements.
    pub data: Vec<Value<N>>,
}

impl<N: Number> Array<N> {
    /// The flat index of `subs`, or `BadSubscript` (below `base` too: OPTION BASE 1).
    pub fn index(&self, subs: &[i32], base: i32) -> Result<usize, ErrorKind> {
        if subs.len() != self.dims.len() {
            return Err(ErrorKind::BadSubscript);
        }
        let mut idx = 0usize;
        for (&s, &d) in subs.iter().zip(&self.dims) {
            if s < base || s as usize >= d {
                return Err(ErrorKind::BadSubscript);
            }
            idx = idx * d + s as usize;
        }
        Ok(idx)
    }
}

/// All variables and arrays of a run.
#[derive(Debug)]
pub struct Store<N> {
    scalars: Vec<Option<Value<N>>>,
    /// Arrays by name and type.
    pub arrays: HashMap<(NameId, VarType), Array<N>>,
    /// GW's DEFtype table: the type of a bare name by its first letter.
    pub deftype: [VarType; 26],
    /// `OPTION BASE`, once it has been executed.
    pub option_base: Option<u8>,
    /// Elements allocated so far, to stop a program before it exhausts host memory.
    pub elements: usize,
}

impl<N: Number> Default for Store<N> {
    fn default() -> Self {
        Self {
            scalars: Vec::new(),
            arrays: HashMap::new(),
            deftype: [VarType::Num(NumKind::Single); 26],
            option_base: None,
            elements: 0,
        }
    }
}

/// More array elements than this is `Out of memory` (the machines had far less).
pub const MAX_ELEMENTS: usize = 1 << 22;

impl<N: Number> Store<N> {
    /// The type of a variable as written.
    pub fn type_of(&self, var: VarRef) -> VarType {
        var.suffix.unwrap_or_else(|| {
            let i = var.letter.to_ascii_uppercase().wrapping_sub(b'A') as usize;
            self.deftype
                .get(i)
                .copied()
                .unwrap_or(VarType::Num(NumKind::Single))
        })
    }

    fn slot(var: VarRef, ty: VarType) -> usize {
        var.name as usize * 4 + ty.index()
    }

    /// A variable's value (0 or "" when never set).
    pub fn get(&self, var: VarRef) -> Value<N> {
        let ty = self.type_of(var);
        match self.scalars.get(Self::slot(var, ty)) {
            Some(Some(v)) => v.clone(),
            _ => Value::zero(ty),
        }
    }

    /// Whether a variable has been given a value.
    pub fn is_set(&self, var: VarRef) -> bool {
        let ty = self.type_of(var);
        matches!(self.scalars.get(Self::slot(var, ty)), Some(Some(_)))
    }

    /// Stores into a variable, converting to its type.
    pub fn set(&mut self, var: VarRef, value: Value<N>) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        let value = value.coerce(ty)?;
        let slot = Self::slot(var, ty);
        if slot >= self.scalars.len() {
            self.scalars.resize(slot + 1, None);
        }
        self.scalars[slot] = Some(value);
        Ok(())
    }

    /// Creates an array with the given upper bounds.
    pub fn dim(&mut self, var: VarRef, bounds: &[i32]) -> Result<(), ErrorKind> {
        let ty = self.type_of(var);
        if self.arrays.contains_key(&(var.name, ty)) {
            return Err(ErrorKind::RedimensionedArray);
        }
        let mut dims = Vec::with_capacity(bounds.len());
        let mut total: usize = 1;
        for &b in bounds {
            if b < 0 {
                return Err(ErrorKind::IllegalQuantity);
            }
            let d = b as usize + 1;
            total = total.checked_mul(d).ok_or(ErrorKind::OutOfMemory)?;
            dims.push(d);
        }
        if self.elements + total > MAX_ELEMENTS {
            return Err(ErrorKind::OutOfMemory);
        }
        self.elements += total;
        self.arrays.insert(
            (var.name, ty),
            Array {
                dims,
                data: vec![Value::zero(ty); total],
            },
        );
        Ok(())
    }

    /// The array a subscripted name refers to, made with bounds of 10 if it does not exist.
    pub fn array_mut(&mut self, var: VarRef, rank: usize) -> Result<&mut Array<N>, ErrorKind> {
        let ty = self.type_of(var);
        if !self.arrays.contains_key(&(var.name, ty)) {
            self.dim(var, &vec![10; rank])?;
        }
        self.arrays
            .get_mut(&(var.name, ty))
            .ok_or(ErrorKind::BadSubscript)
    }

    /// Every scalar that has been set, by name and type.
    pub fn scalars(&self) -> Vec<((NameId, VarType), Value<N>)> {
        const TYPES: [VarType; 4] = [
            VarType::Num(NumKind::Single),
            VarType::Num(NumKind::Integer),
            VarType::Num(NumKind::Double),
            VarType::Str,
        ];
        self.scalars
            .iter()
            .enumerate()
            .filter_map(|(slot, v)| {
                let v = v.as_ref()?;
                Some((((slot / 4) as NameId, TYPES[slot % 4]), v.clone()))
            })
            .collect()
    }

    /// Forgets every variable and array (RUN, CLEAR).
    pub fn clear(&mut self) {
        *self = Self::default();
    }
}
