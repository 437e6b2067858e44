import Cells
import CellsTesting
import Testing

/// A view given a binding to one field of a value is evaluated again when that field
/// changes, not when another field of the same value does.
private struct Fields: Equatable {
    var x = "x"
    var y = "y"
}

private struct FieldsForm: View {
    @Owned private var fields = Fields()
    var body: some View {
        VStack {
            XEditor(x: $fields.x)
            YEditor(y: $fields.y)
        }
    }
}

private struct XEditor: View {
    @Binding var x: String
    var body: some View {
        VStack {
            Text("X is \(x)")
            TextField("X", text: $x)
        }
    }
}

private struct YEditor: View {
    @Binding var y: String
    var body: some View {
        VStack {
            Text("Y is \(y)")
            TextField("Y", text: $y)
        }
    }
}

private struct Ingredient: Identifiable, Equatable {
    let id: Int
    var name: String
}

private struct Recipe: Equatable {
    var title = "Soup"
    var ingredients = [Ingredient(id: 1, name: "leek"), Ingredient(id: 2, name: "salt"), Ingredient(id: 3, name: "water")]
}

private struct RecipeEditor: View {
    @Owned private var recipe = Recipe()
    var body: some View {
        VStack {
            RecipeTitleEditor(title: $recipe.title)
            IngredientsEditor(ingredients: $recipe.ingredients)
        }
    }
}

private struct RecipeTitleEditor: View {
    @Binding var title: String
    var body: some View {
        VStack {
            Text("Recipe: \(title)")
            TextField("Title", text: $title)
        }
    }
}

private struct IngredientsEditor: View {
    @Binding var ingredients: [Ingredient]
    var body: some View {
        VStack {
            ForEach($ingredients) { $ingredient in
                IngredientEditor(ingredient: $ingredient)
            }
        }
    }
}

private struct IngredientEditor: View {
    @Binding var ingredient: Ingredient
    var body: some View {
        HStack {
            Text("\(ingredient.id): \(ingredient.name)")
            TextField("Ingredient \(ingredient.id)", text: $ingredient.name)
        }
    }
}

@MainActor
@Suite struct FieldBindingTests {
    @Test func aBindingToOneFieldIgnoresWritesToAnother() throws {
        let host = ViewHost(FieldsForm())
        let xBefore = host.bodyEvaluations(of: XEditor.self)
        let yBefore = host.bodyEvaluations(of: YEditor.self)
        try host.type("es", into: "Y")
        _ = try host.label("Y is yes")
        _ = try host.label("X is x")
        #expect(host.bodyEvaluations(of: YEditor.self) == yBefore + 2)
        #expect(host.bodyEvaluations(of: XEditor.self) == xBefore, "x did not change")
        try host.type("!", into: "X")
        _ = try host.label("X is x!")
        #expect(host.bodyEvaluations(of: YEditor.self) == yBefore + 2, "y did not change")
    }

    @Test func typingIntoOneIngredientReRunsThatIngredientOnly() throws {
        let host = ViewHost(RecipeEditor())
        let ingredientsBefore = host.bodyEvaluations(of: IngredientEditor.self)
        let titleBefore = host.bodyEvaluations(of: RecipeTitleEditor.self)
        try host.type("y", into: "Ingredient 2")
        _ = try host.label("2: salty")
        _ = try host.label("1: leek")
        _ = try host.label("3: water")
        #expect(host.bodyEvaluations(of: IngredientEditor.self) == ingredientsBefore + 1)
        #expect(host.bodyEvaluations(of: RecipeTitleEditor.self) == titleBefore)

        try host.type("!", into: "Title")
        _ = try host.label("Recipe: Soup!")
        _ = try host.label("2: salty")
        #expect(host.bodyEvaluations(of: IngredientEditor.self) == ingredientsBefore + 1)
        #expect(host.bodyEvaluations(of: RecipeTitleEditor.self) == titleBefore + 1)
    }

    @Test func aReaderOfTheWholeValueStillUpdates() throws {
        struct Summary: View {
            @Owned private var fields = Fields()
            var body: some View {
                VStack {
                    Text("\(fields.x)/\(fields.y)")
                    XEditor(x: $fields.x)
                    YEditor(y: $fields.y)
                }
            }
        }
        let host = ViewHost(Summary())
        try host.type("1", into: "Y")
        _ = try host.label("x/y1")
        try host.type("2", into: "X")
        _ = try host.label("x2/y1")
        _ = try host.label("X is x2")
    }
}
