// A small Java sample.
package example;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Inventory {
    private final Map<String, Integer> stock = new HashMap<>();
    private final List<String> log = new ArrayList<>();

    enum Unit { PIECE, KILOGRAM, LITRE, }

    public Inventory(String... names) {
        for (String name : names) {
            stock.put(name, 0);
        }
    }

    public void add(String name, int amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive: " + amount);
        }
        stock.merge(name, amount, Integer::sum);
        log.add("add " + name);
    }

    public int remove(String name, int amount) {
        int have = stock.getOrDefault(name, 0);
        int taken = Math.min(have, amount);
        stock.put(name, have - taken);
        return taken;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        stock.forEach((k, v) -> sb.append(k).append('=').append(v).append(';'));
        return sb.toString();
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory("apple", "pear");
        inv.add("apple", 5);
        int[] counts = {1, 2, 3};
        try {
            inv.add("pear", -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + counts.length);
        }
        System.out.println(inv);
    }
}
