/// SwiftUI's older `Section` spellings, which ported code is full of: the header and footer
/// passed as views (`Section(header: Text("Units"), footer: Text("…")) { … }`), and
/// `Section { } footer: { }`. The header and footer show as text, as the other spellings do
/// (their `Text`s and `Label` titles, see ``LabelText``).
extension Section {
    /// A section with a header view above its rows and a footer view below them.
    public init<Header: View, Footer: View>(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(headerText: LabelText.of(header), footerText: LabelText.of(footer), content: content())
    }

    /// A section with a header view above its rows.
    public init<Header: View>(header: Header, @ViewBuilder content: () -> Content) {
        self.init(headerText: LabelText.of(header), footerText: nil, content: content())
    }

    /// A section with a footer view below its rows.
    public init<Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(headerText: nil, footerText: LabelText.of(footer), content: content())
    }

    /// A section with a footer below its rows, as SwiftUI's `Section { } footer: { }`.
    public init<Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(headerText: nil, footerText: LabelText.of(footer()), content: content())
    }
}

extension Section {
    /// A section with a header of any view (a `Label`, an `HStack` of texts), as SwiftUI's
    /// `Section { } header: { }`.
    @_disfavoredOverload
    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(headerText: LabelText.of(header()), footerText: nil, content: content())
    }

    /// A section with a header and a footer of any views, as SwiftUI's
    /// `Section { } header: { } footer: { }`.
    @_disfavoredOverload
    public init<Header: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
                                            @ViewBuilder footer: () -> Footer) {
        self.init(headerText: LabelText.of(header()), footerText: LabelText.of(footer()), content: content())
    }
}
