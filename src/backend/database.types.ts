export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '13.0.5';
  };
  public: {
    Tables: {
      newsletter_subscribers: {
        Row: {
          confirmed_at: string | null;
          consent: string;
          consented_at: string;
          email: string;
          email_key: string;
          id: string;
          page: string;
          shop_id: string;
          token: string;
        };
        Insert: {
          confirmed_at?: string | null;
          consent: string;
          consented_at?: string;
          email: string;
          id?: string;
          page: string;
          shop_id: string;
          token?: string;
        };
        Update: {
          confirmed_at?: string | null;
          consent?: string;
          consented_at?: string;
          email?: string;
          id?: string;
          page?: string;
          shop_id?: string;
          token?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'newsletter_subscribers_shop_id_fkey';
            columns: ['shop_id'];
            isOneToOne: false;
            referencedRelation: 'shops';
            referencedColumns: ['id'];
          },
        ];
      };
      messages: {
        Row: {
          answered_at: string | null;
          body: string;
          created_at: string;
          email: string;
          first_name: string;
          id: string;
          last_name: string;
          page: string;
          phone: string | null;
          product_id: string | null;
          read_at: string | null;
          shop_id: string;
          subject: string;
          website: string | null;
        };
        Insert: {
          answered_at?: string | null;
          body: string;
          created_at?: string;
          email: string;
          first_name: string;
          id?: string;
          last_name: string;
          page: string;
          phone?: string | null;
          product_id?: string | null;
          read_at?: string | null;
          shop_id: string;
          subject: string;
          website?: string | null;
        };
        Update: {
          answered_at?: string | null;
          body?: string;
          created_at?: string;
          email?: string;
          first_name?: string;
          id?: string;
          last_name?: string;
          page?: string;
          phone?: string | null;
          product_id?: string | null;
          read_at?: string | null;
          shop_id?: string;
          subject?: string;
          website?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'messages_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'messages_shop_id_fkey';
            columns: ['shop_id'];
            isOneToOne: false;
            referencedRelation: 'shops';
            referencedColumns: ['id'];
          },
        ];
      };
      pages: {
        Row: {
          created_at: string;
          id: string;
          route: string;
          shop_id: string;
          source_file: string | null;
          source_hash: string | null;
        };
        Insert: {
          created_at?: string;
          id?: string;
          route: string;
          shop_id: string;
          source_file?: string | null;
          source_hash?: string | null;
        };
        Update: {
          created_at?: string;
          id?: string;
          route?: string;
          shop_id?: string;
          source_file?: string | null;
          source_hash?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'pages_shop_id_fkey';
            columns: ['shop_id'];
            isOneToOne: false;
            referencedRelation: 'shops';
            referencedColumns: ['id'];
          },
        ];
      };
      page_versions: {
        Row: {
          based_on: string | null;
          created_at: string;
          created_by: string | null;
          document: Json;
          id: string;
          page_id: string;
          publish_at: string | null;
          status: string;
        };
        Insert: {
          based_on?: string | null;
          created_at?: string;
          created_by?: string | null;
          document: Json;
          id?: string;
          page_id: string;
          publish_at?: string | null;
          status?: string;
        };
        Update: {
          based_on?: string | null;
          created_at?: string;
          created_by?: string | null;
          document?: Json;
          id?: string;
          page_id?: string;
          publish_at?: string | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'page_versions_page_id_fkey';
            columns: ['page_id'];
            isOneToOne: false;
            referencedRelation: 'pages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'page_versions_based_on_fkey';
            columns: ['based_on'];
            isOneToOne: false;
            referencedRelation: 'page_versions';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          availability: string;
          category: string;
          created_at: string;
          description: string;
          id: string;
          image: string;
          images: Json;
          is_new: boolean;
          is_sale: boolean;
          name: string;
          original_price: number | null;
          price: number;
          shop_id: string;
          slug: string;
          status: string;
          updated_at: string;
        };
        Insert: {
          availability?: string;
          category: string;
          created_at?: string;
          description?: string;
          id?: string;
          image?: string;
          images?: Json;
          is_new?: boolean;
          is_sale?: boolean;
          name: string;
          original_price?: number | null;
          price: number;
          shop_id?: string;
          slug?: string;
          status?: string;
          updated_at?: string;
        };
        Update: {
          availability?: string;
          category?: string;
          created_at?: string;
          description?: string;
          id?: string;
          image?: string;
          images?: Json;
          is_new?: boolean;
          is_sale?: boolean;
          name?: string;
          original_price?: number | null;
          price?: number;
          shop_id?: string;
          slug?: string;
          status?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'products_shop_id_fkey';
            columns: ['shop_id'];
            isOneToOne: false;
            referencedRelation: 'shops';
            referencedColumns: ['id'];
          },
        ];
      };
      shop_categories: {
        Row: { name: string; position: number; shop_id: string };
        Insert: { name: string; position?: number; shop_id: string };
        Update: { name?: string; position?: number; shop_id?: string };
        Relationships: [
          {
            foreignKeyName: 'shop_categories_shop_id_fkey';
            columns: ['shop_id'];
            isOneToOne: false;
            referencedRelation: 'shops';
            referencedColumns: ['id'];
          },
        ];
      };
      shop_members: {
        Row: { created_at: string; role: string; shop_id: string; user_id: string };
        Insert: { created_at?: string; role?: string; shop_id: string; user_id: string };
        Update: { created_at?: string; role?: string; shop_id?: string; user_id?: string };
        Relationships: [
          {
            foreignKeyName: 'shop_members_shop_id_fkey';
            columns: ['shop_id'];
            isOneToOne: false;
            referencedRelation: 'shops';
            referencedColumns: ['id'];
          },
        ];
      };
      shops: {
        Row: { catalogue_route: string | null; created_at: string; email: string | null; id: string; name: string };
        Insert: {
          catalogue_route?: string | null;
          created_at?: string;
          email?: string | null;
          id: string;
          name: string;
        };
        Update: {
          catalogue_route?: string | null;
          created_at?: string;
          email?: string | null;
          id?: string;
          name?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      is_owner: { Args: never; Returns: boolean };
      is_shop_member: { Args: { shop: string }; Returns: boolean };
      page_version_in_force: { Args: { page: string }; Returns: string };
      my_only_shop: { Args: never; Returns: string };
      newsletter_confirm: { Args: { token: string }; Returns: string | null };
      newsletter_double_opt_in: { Args: never; Returns: boolean };
      newsletter_unsubscribe: { Args: { token: string }; Returns: string | null };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
