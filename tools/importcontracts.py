"""import-linter contracts of qtgames beyond the built-in ones (``lint-imports`` reads them
from ``pyproject.toml``, run by ``tools/test``).

- ``acyclic_modules``: no import cycle between any two modules of the root packages (a
  package's ``__init__`` is a module like the others; an import inside a function counts,
  one under ``TYPE_CHECKING`` does not when the session excludes them). The built-in
  ``acyclic_siblings`` forbids the cycles between packages; a cycle between modules can
  hide inside one package, or between a package's face and its own modules.
- ``published_only``: the source modules import from the ``within`` package only the
  modules it publishes to them (a game plugin uses the game contract, nothing else).
"""

from collections.abc import Iterable, Iterator
from itertools import pairwise

import grimp
from importlinter.application import output
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck
from importlinter.domain.helpers import module_expressions_to_modules

#: One import: the importing module, the imported one, the line and its text.
Step = tuple[str, str, int, str]


def _steps(graph: grimp.ImportGraph, importer: str, imported: str) -> list[Step]:
    details = graph.get_import_details(importer=importer, imported=imported)
    return [(importer, imported, detail["line_number"], detail["line_contents"])
            for detail in details]


def _first_step(graph: grimp.ImportGraph, importer: str, imported: str) -> Step:
    steps = _steps(graph, importer, imported)
    return min(steps) if steps else (importer, imported, 0, "")


def _strongly_connected(nodes: Iterable[str],
                        edges: dict[str, list[str]]) -> Iterator[list[str]]:
    """Tarjan's components of more than one module, each sorted (iterative: the graph of a
    large code base would overflow Python's recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    counter = 0
    for root in sorted(nodes):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(edges[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = counter
                    counter += 1
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(edges[successor])))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    yield sorted(component)


def _shortest_cycle(start: str, members: set[str], edges: dict[str, list[str]]) -> list[str]:
    """The modules of a shortest cycle through ``start`` inside one component."""
    parents: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for successor in edges[node]:
                if successor not in members:
                    continue
                if successor == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(parents[path[-1]])
                    return [*reversed(path), start]
                if successor not in parents:
                    parents[successor] = node
                    following.append(successor)
        frontier = following
    raise AssertionError(f"{start} is on no cycle")


class AcyclicModulesContract(Contract):
    """No import cycle between the modules of the root packages."""

    type_name = "acyclic_modules"

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        """Find each group of modules that import one another, and a shortest cycle in
        each."""
        roots = self.session_options["root_packages"]
        roots = [roots] if isinstance(roots, str) else roots
        nodes = {module for module in graph.modules
                 if module.split(".")[0] in roots and not graph.is_module_squashed(module)}
        edges = {module: sorted(imported for imported in
                                graph.find_modules_directly_imported_by(module)
                                if imported in nodes)
                 for module in nodes}
        cycles = []
        for component in _strongly_connected(nodes, edges):
            path = _shortest_cycle(component[0], set(component), edges)
            cycles.append({
                "modules": component,
                "steps": [_first_step(graph, importer, imported)
                          for importer, imported in pairwise(path)],
            })
        return ContractCheck(kept=not cycles, warnings=[], metadata={"cycles": cycles})

    def render_broken_contract(self, check: ContractCheck) -> None:
        """One paragraph per cycle: its modules, then one import line per step."""
        for cycle in check.metadata["cycles"]:
            modules = cycle["modules"]
            output.print_error(f"{len(modules)} modules import one another: "
                               + ", ".join(modules))
            for importer, imported, line, text in cycle["steps"]:
                output.indent_cursor()
                output.print_error(f"{importer} -> {imported} (l.{line}: {text})",
                                   bold=False)
            output.new_line()


class PublishedOnlyContract(Contract):
    """The source modules import from ``within`` only what it publishes to them."""

    type_name = "published_only"

    source_modules = fields.ListField(subfield=fields.ModuleExpressionField())
    within = fields.ModuleField()
    published_modules = fields.ListField(subfield=fields.ModuleExpressionField())

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        """List every direct import of an unpublished module of ``within``."""
        within = self.within.name  # type: ignore[attr-defined]
        published = {module.name for module in module_expressions_to_modules(
            graph, self.published_modules)}  # type: ignore[arg-type]
        sources = set()
        for module in module_expressions_to_modules(
                graph, self.source_modules):  # type: ignore[arg-type]
            sources |= {module.name, *graph.find_descendants(module.name)}
        refused: list[Step] = []
        for importer in sorted(sources):
            for imported in sorted(graph.find_modules_directly_imported_by(importer)):
                inside = imported == within or imported.startswith(within + ".")
                allowed = any(imported == name or imported.startswith(name + ".")
                              for name in published)
                if inside and not allowed:
                    refused.extend(_steps(graph, importer, imported))
        return ContractCheck(kept=not refused, warnings=[], metadata={"refused": refused})

    def render_broken_contract(self, check: ContractCheck) -> None:
        """One line per import of an unpublished module."""
        for importer, imported, line, text in check.metadata["refused"]:
            output.print_error(f"{importer} -> {imported} (l.{line}: {text}) is not "
                               "published", bold=False)
        output.new_line()
