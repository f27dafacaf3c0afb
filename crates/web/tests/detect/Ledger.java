package com.example.accounts;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * An account's ledger: entries are only ever appended, and the balance is
 * their sum.
 */
public class Ledger {
    public record Entry(String description, BigDecimal amount) {
        public Entry {
            Objects.requireNonNull(description);
            Objects.requireNonNull(amount);
        }
    }

    private final String accountId;
    private final List<Entry> entries = new ArrayList<>();
    private BigDecimal balance = BigDecimal.ZERO;

    public Ledger(String accountId) {
        this.accountId = Objects.requireNonNull(accountId);
    }

    public String getAccountId() {
        return accountId;
    }

    public synchronized void post(String description, BigDecimal amount) {
        if (amount.signum() == 0) {
            throw new IllegalArgumentException("zero amount: " + description);
        }
        entries.add(new Entry(description, amount));
        balance = balance.add(amount);
    }

    public synchronized BigDecimal getBalance() {
        return balance;
    }

    public synchronized List<Entry> getEntries() {
        return Collections.unmodifiableList(new ArrayList<>(entries));
    }

    @Override
    public String toString() {
        return "Ledger[" + accountId + ", balance=" + balance + "]";
    }

    public static void main(String[] args) {
        Ledger ledger = new Ledger("ACC-1");
        ledger.post("opening", new BigDecimal("100.00"));
        ledger.post("coffee", new BigDecimal("-3.50"));
        System.out.println(ledger);
    }
}
