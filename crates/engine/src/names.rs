//! Names of plain enums: one declarative macro gives each enum its names in options,
//! saves and the JavaScript API (`name()`, `from_name()`), and the lists of its values and
//! names (`ALL`, `NAMES`), so that a name is written once. `tests/typescript.rs` holds the
//! TypeScript unions of `ludo.d.ts` against `NAMES`.

/// Declares a fieldless enum whose variants each have a name:
///
/// ```
/// ludo_engine::named_enum! {
///     /// A traffic light.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     pub enum Light {
///         /// Stop.
///         Red = "red",
///         /// Go.
///         Green = "green",
///     }
///     /// No light at all: named, but not in `ALL` and never read by `from_name`.
///     else Off = "off";
/// }
/// assert_eq!(Light::ALL, [Light::Red, Light::Green]);
/// assert_eq!(Light::NAMES, ["red", "green"]);
/// assert_eq!(Light::from_name("green"), Some(Light::Green));
/// assert_eq!((Light::Off.name(), Light::from_name("off")), ("off", None));
/// ```
///
/// The variants are declared in the order given (the `else` variant, if any, first).
#[macro_export]
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $Name:ident {
            $( $(#[$vmeta:meta])* $Variant:ident = $name:literal, )+
        }
        $( $(#[$bmeta:meta])* else $Blank:ident = $bname:literal; )?
    ) => {
        $(#[$meta])*
        $vis enum $Name {
            $( $(#[$bmeta])* $Blank, )?
            $( $(#[$vmeta])* $Variant, )+
        }

        impl $Name {
            /// Every value, in order.
            pub const ALL: [$Name; [$($crate::named_enum!(@unit $Variant)),+].len()] =
                [$($Name::$Variant),+];

            /// The names of [`Self::ALL`], in the same order.
            pub const NAMES: [&'static str; [$($crate::named_enum!(@unit $Variant)),+].len()] =
                [$($name),+];

            /// The name used in options, saved games and the JavaScript API.
            pub const fn name(self) -> &'static str {
                match self {
                    $( $Name::$Blank => $bname, )?
                    $( $Name::$Variant => $name, )+
                }
            }

            /// The value of a name of [`Self::NAMES`].
            pub fn from_name(name: &str) -> Option<$Name> {
                let i = Self::NAMES.iter().position(|n| *n == name)?;
                Some(Self::ALL[i])
            }
        }
    };
    (@unit $x:ident) => { () };
}
